/*
 * The buying island's side of the event funnel (docs/analytics.md): steps go into the queue of the event page's
 * inline beacon (components/events/FunnelBeacon.astro); on a page without it they are not recorded.
 */
import type { ClientStep } from '#domain/analytics'

/** sessionStorage key of the per-visit id. */
export const VISIT_KEY = 'st-visit'
/** The global the inline beacon defines. */
export const FUNNEL_GLOBAL = 'stFunnel'

export function funnelStep(name: ClientStep): void {
  const record = (globalThis as Record<string, unknown>)[FUNNEL_GLOBAL]
  if (typeof record === 'function') record(name)
}

/** This visit's id for the checkout (the server's 'paid' step joins it), if the beacon made one. */
export function visitId(): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(VISIT_KEY) ?? undefined
  } catch {
    return undefined
  }
}
