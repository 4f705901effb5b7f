/*
 * What `client:interaction` (./interaction.ts, inlined in the page) and the island it loads
 * (./use_interaction_trigger.ts) agree on, kept free of imports so the page's inline script stays small.
 */

/** Marks a trigger tapped before its island took over: shown as busy, and the island acts on it once mounted. */
export const PENDING_ATTRIBUTE = 'aria-busy'

/** Dispatched on `document` by a mounted island, `detail.selector` naming its triggers: from then on it handles their taps. */
export const ISLAND_READY_EVENT = 'interaction-island-ready'

/** A tap or Enter that means "do it here", not a modified click that opens a link in a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The trigger (an element matching `selector`) an event happened on, if any. */
export function triggerOf(target: EventTarget | null, selector: string): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(selector) : null
}
