/*
 * `client:interaction`: an island that loads no JavaScript until the visitor reaches for one of its
 * server-rendered triggers (pointer over/down, touch, focus, click or a key on an element matching
 * `selector`), registered through Astro's custom client directive API (astro.config.mjs). Used by the
 * event page's buying island so slow phone networks do not download React for a visitor who only reads.
 *
 * A checkout that must resume hydrates at once: `?retry=true` in the address, or a payment state saved
 * in this browser for this event that has not run out (buying/payment_state.ts). The click that started
 * the download is not lost: the triggers' own inline script (TicketPanel.astro) remembers it and the island
 * replays it when it mounts. When the download fails the next touch tries again.
 */
import type { ClientDirective } from 'astro'
import { mustResumeCheckout } from '../components/buying/payment_state'

export interface InteractionOptions {
  /** CSS selector of the elements whose interaction loads the island. */
  selector: string
  /** Hydrate at once when a checkout of this event must resume. */
  resumeEventId?: number
}

const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown'] as const

const interaction: ClientDirective = (load, options, el) => {
  const value = (typeof options.value === 'object' && options.value !== null ? options.value : {}) as Partial<InteractionOptions>
  const selector = value.selector || '[data-hydrate-trigger]'
  let started = false

  const listen = () => {
    for (const type of TRIGGERS) document.addEventListener(type, onTrigger, { capture: true, passive: true })
  }

  const hydrate = async () => {
    if (started) return
    started = true
    for (const type of TRIGGERS) document.removeEventListener(type, onTrigger, true)
    // Astro reports a failed download (after its own second try) as 'astro:hydration-error' and resolves load().
    let failed = false
    const onError = () => {
      failed = true
    }
    el.addEventListener('astro:hydration-error', onError)
    const run = await load().finally(() => el.removeEventListener('astro:hydration-error', onError))
    if (failed) {
      // A dropped connection: the triggers stop showing busy and the next touch tries again. Listeners that
      // remembered the click forget it ('island-load-failed'), so a later hover does not open anything by itself.
      for (const trigger of document.querySelectorAll(selector)) trigger.removeAttribute('aria-busy')
      el.dispatchEvent(new CustomEvent('island-load-failed', { bubbles: true }))
      started = false
      listen()
      return
    }
    await run()
  }

  function onTrigger(event: Event) {
    const target = event.target
    if (target instanceof Element && target.closest(selector)) void hydrate()
  }

  if (typeof value.resumeEventId === 'number' && mustResumeCheckout(value.resumeEventId)) {
    void hydrate()
    return
  }
  listen()
  // A trigger that already has focus (restored from the back-forward cache or tabbed to while loading).
  if (document.activeElement instanceof Element && document.activeElement.closest(selector)) void hydrate()
}

export default interaction
