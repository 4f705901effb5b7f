/*
 * A counter the API raises whenever a catalogue row changes (api/services/catalogue/catalogue_cache.ts). The storefront's
 * server keys its own short list cache by it, so when both run in one process (bin/one_origin.ts, `npm start`)
 * a newly published or withdrawn event shows on /events at the next page load instead of after the list's TTL.
 * Kept on globalThis because the storefront's build carries its own copy of this module. A storefront running
 * in another process never sees the counter move and keeps its TTL.
 */
const KEY = Symbol.for('suritickets.catalogueGeneration')

type Holder = { [KEY]?: number }

export function catalogueGeneration(): number {
  return (globalThis as Holder)[KEY] ?? 0
}

export function bumpCatalogueGeneration(): void {
  ;(globalThis as Holder)[KEY] = catalogueGeneration() + 1
}
