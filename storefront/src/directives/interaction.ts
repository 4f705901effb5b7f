/*
 * `client:interaction`: an island that loads no JavaScript until the visitor reaches for one of its
 * server-rendered triggers (pointer over/down, touch, focus, click or a key on an element matching
 * `selector`), registered through Astro's custom client directive API (astro.config.mjs). Used by the
 * event page's buying island and the header's login dialog, so slow phone networks do not download React
 * for a visitor who only reads.
 *
 * A checkout that must resume hydrates at once: `?retry=true` in the address, or a payment state saved
 * in this browser for this event that has not run out (buying/payment_state.ts); so does the island of an event
 * whose waiting room this browser already has a place in (waiting_room/queue_storage.ts). A tap made before the
 * island has mounted is not lost: it is remembered on the trigger (shown busy, a link kept from navigating)
 * and the island acts on it when it mounts (use_interaction_trigger.ts). When the download fails the next
 * touch tries again, and a remembered link goes where it points (its no-JavaScript fallback).
 */
import type { ClientDirective } from 'astro'
import { mustResumeCheckout } from '../components/buying/payment_state'
import { hasQueuePlace } from '../components/waiting_room/queue_storage'
import { ISLAND_READY_EVENT, PENDING_ATTRIBUTE, isPlainClick, triggerOf } from './interaction_protocol'

export interface InteractionOptions {
  /** CSS selector of the elements whose interaction loads the island. */
  selector: string
  /** Hydrate at once when a checkout of this event must resume. */
  resumeEventId?: number
  /** Hydrate at once when this browser has a place in this event's waiting room. */
  queueEventId?: number
  /** Hydrate at once (the page knows a checkout must resume, e.g. /ticketswitch?listing=&retry=true). */
  immediate?: boolean
}

const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown'] as const

const interaction: ClientDirective = (load, options, el) => {
  const value = (typeof options.value === 'object' && options.value !== null ? options.value : {}) as Partial<InteractionOptions>
  const selector = value.selector || '[data-hydrate-trigger]'
  let started = false

  // Until the island has mounted, a tap is kept on its trigger; from then on the island handles taps itself.
  const remember = (event: MouseEvent) => {
    const trigger = triggerOf(event.target, selector)
    if (!trigger || !isPlainClick(event)) return
    trigger.setAttribute(PENDING_ATTRIBUTE, 'true')
    event.preventDefault()
  }
  const islandReady = (event: Event) => {
    if ((event as CustomEvent<{ selector?: string }>).detail?.selector !== selector) return
    document.removeEventListener('click', remember, true)
    document.removeEventListener(ISLAND_READY_EVENT, islandReady)
  }
  document.addEventListener('click', remember, true)
  document.addEventListener(ISLAND_READY_EVENT, islandReady)

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
      // A dropped connection: the remembered taps are forgotten (a later hover must not open anything by
      // itself) and the next touch tries again; a tapped link still goes where it points.
      const pending = [...document.querySelectorAll<HTMLElement>(selector)].filter((t) => t.getAttribute(PENDING_ATTRIBUTE) === 'true')
      for (const trigger of pending) trigger.removeAttribute(PENDING_ATTRIBUTE)
      const link = pending.find((trigger): trigger is HTMLAnchorElement => trigger instanceof HTMLAnchorElement && trigger.href !== '')
      if (link) return location.assign(link.href)
      started = false
      listen()
      return
    }
    await run()
  }

  function onTrigger(event: Event) {
    if (triggerOf(event.target, selector)) void hydrate()
  }

  if (
    value.immediate === true ||
    (typeof value.resumeEventId === 'number' && mustResumeCheckout(value.resumeEventId)) ||
    (typeof value.queueEventId === 'number' && hasQueuePlace(value.queueEventId))
  ) {
    void hydrate()
    return
  }
  listen()
  // A trigger that already has focus (restored from the back-forward cache or tabbed to while loading).
  if (document.activeElement instanceof Element && document.activeElement.closest(selector)) void hydrate()
}

export default interaction
