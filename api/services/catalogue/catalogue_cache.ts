import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { bumpCatalogueGeneration } from '#domain/catalogue_generation'

/*
 * A short-lived in-process cache of serialised public lists (GET /api/events/public and
 * /api/venues/public are the catalogue's hot path). Entries live CATALOGUE_CACHE_TTL_MS at most,
 * well inside the rule that a change to a published event shows on its public page within 60 s
 * without a rebuild, and every cache is emptied at once when a Lucid model the lists read is
 * saved or deleted (hooks below; again when that model's transaction commits or rolls back).
 * Writes that bypass the models (query-builder updates, raw SQL such as cached like counts)
 * are picked up by the TTL.
 */

export const CATALOGUE_CACHE_TTL_MS = 30_000
/** Distinct queries kept per list; the oldest goes first (search texts are free-form). */
const MAX_ENTRIES = 200

interface Entry {
  expiresAt: number
  value: Buffer
}

const caches = new Set<JsonListCache>()

/** Serialised list answers keyed by a normalised query string. */
export class JsonListCache {
  #entries = new Map<string, Entry>()
  /** Bumped by every invalidation: a load that started before it is not stored. */
  #generation = 0

  constructor(private readonly ttlMs = CATALOGUE_CACHE_TTL_MS) {
    caches.add(this)
  }

  /** The API's list answer `{ success: true, data: [...] }`, encoded once (UTF-8 encoding a large string per request was the main cost left). */
  get(key: string, load: () => Promise<unknown[]>): Promise<Buffer> {
    return this.getAnswer(key, async () => ({ success: true, data: await load() }))
  }

  /** Any answer object (a page of a list with its total), encoded once. */
  async getAnswer(key: string, load: () => Promise<object>): Promise<Buffer> {
    const hit = this.#entries.get(key)
    if (hit && hit.expiresAt > Date.now()) return hit.value
    const generation = this.#generation
    const value = Buffer.from(JSON.stringify(await load()))
    if (generation === this.#generation) {
      this.#entries.delete(key)
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string)
      this.#entries.set(key, { value, expiresAt: Date.now() + this.ttlMs })
    }
    return value
  }

  clear() {
    this.#generation++
    this.#entries.clear()
  }
}

/** Empties every catalogue list cache (model hooks; tests that roll back their data). */
export function clearCatalogueCaches() {
  for (const cache of caches) cache.clear()
  bumpCatalogueGeneration()
}

function invalidateAfterWrite(row: LucidRow) {
  clearCatalogueCaches()
  // Inside a transaction other requests still read the old rows until it ends.
  row.$trx?.after('commit', clearCatalogueCaches)
  row.$trx?.after('rollback', clearCatalogueCaches)
}

const hooked = new WeakSet<LucidModel>()

/** Registers the invalidation hooks once per model. */
export function invalidateOnChange(...models: LucidModel[]) {
  for (const model of models) {
    if (hooked.has(model)) continue
    hooked.add(model)
    model.after('save', invalidateAfterWrite)
    model.after('delete', invalidateAfterWrite)
  }
}
