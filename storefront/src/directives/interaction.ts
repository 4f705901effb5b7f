/*
 * `client:interaction`: an island that loads no JavaScript until the visitor reaches for one of its
 * server-rendered triggers (pointer over/down, touch, focus, click or a key on an element matching
 * `selector`), registered through Astro's custom client directive API (astro.config.mjs). Used by the
 * event page's buying island so slow phone networks do not download React for a visitor who only reads.
 *
 * A checkout that must resume hydrates at once: `?retry=true` in the address, or a payment state saved
 * in this browser for this event that has not run out (buying/payment_state.ts). The click that started
 * the download is not lost: the triggers' own inline script (TicketPanel.astro) remembers it and the island
 * replays it when it mounts.
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

const interaction: ClientDirective = (load, options) => {
  const value = (typeof options.value === 'object' && options.value !== null ? options.value : {}) as Partial<InteractionOptions>
  const selector = value.selector || '[data-hydrate-trigger]'
  let started = false

  const hydrate = async () => {
    if (started) return
    started = true
    for (const type of TRIGGERS) document.removeEventListener(type, onTrigger, true)
    const run = await load()
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
  for (const type of TRIGGERS) document.addEventListener(type, onTrigger, { capture: true, passive: true })
  // A trigger that already has focus (restored from the back-forward cache or tabbed to while loading).
  if (document.activeElement instanceof Element && document.activeElement.closest(selector)) void hydrate()
}

export default interaction
