/*
 * The storefront's one server client: every read a page or component makes while rendering goes through it.
 * It knows the API's base URL, bounds every request with a timeout, keeps short caches (keyed by base URL and,
 * where the API can tell, by a generation counter), and never lets a failing API break a page: the area files
 * beside it (events.ts, venues.ts, …) answer a safe default or a state the page shows (SPEC §7/§8).
 * Browser code uses browser.ts instead.
 */

/**
 * A page's own API calls go to the same process, so under an on-sale rush they wait behind the buyers'
 * holds (npm run bench:rush: up to 5 s in the worst second). 3 s turned one visitor's slow page into the
 * 'Fout bij laden' page; an API that cannot be reached still fails at once, and one whose database is gone
 * answers 503 within its own bounded waits.
 */
const REQUEST_TIMEOUT_MS = 10_000
/** Reads that are never cached and have a fallback of their own (a visitor's preview, reviews, invitations, the maps key). */
export const SHORT_TIMEOUT_MS = 3_000
/** After a failure, retry soon but not on every request. */
const FAILURE_TTL_MS = 5_000
const MAX_CACHE_ENTRIES = 50

interface CacheEntry {
  expires: number
  value: Promise<unknown>
}
/* Keyed by base URL + path: when the base comes from the request's Host header, one visitor's
   forged host must not fill the cache other visitors read. */
const cache = new Map<string, CacheEntry>()

function remember<T>(key: string, ttlMs: number, load: () => Promise<T>, fallback: T, what: string): Promise<T> {
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const entry: CacheEntry = {
    expires: now + ttlMs,
    value: load().catch((error: unknown) => {
      console.error(`[storefront] ${what} failed, using defaults:`, errorText(error))
      entry.expires = Date.now() + FAILURE_TTL_MS
      return fallback
    }),
  }
  cache.delete(key)
  cache.set(key, entry)
  if (cache.size > MAX_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
  return entry.value as Promise<T>
}

/** Runtime API_URL first (a build-time value is inlined by Vite), else this request's own origin. */
export function apiBaseUrl(requestUrl: URL): string {
  return process.env.API_URL || import.meta.env.API_URL || requestUrl.origin
}

/** A non-2xx API answer: pages tell 404 (not found) and 403 (Toegang Geweigerd) from other failures. */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string
  ) {
    super(message)
  }
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : error)

/** The visitor's own credentials, so an owner or admin sees their unapproved venue (SPEC §4 Visibility). */
export interface ViewerHeaders {
  cookie?: string | null
  authorization?: string | null
}

export interface ReadOptions {
  /** Passed on to the API; such a read is never cached. */
  viewer?: ViewerHeaders
  timeoutMs?: number
}

/** An answer as it came: its status and JSON body (null when the body is not JSON). */
export interface Answer<B> {
  ok: boolean
  status: number
  body: B | null
}

/** A detail read: found, or the state the page shows instead (SPEC §2 venue and organizer states). */
export type Loaded<T> = { state: 'ok'; data: T } | { state: 'not-found' } | { state: 'forbidden' } | { state: 'error' }

export interface CacheRule {
  ttlMs: number
  /**
   * The API's change counter (domain/catalogue_generation.ts, platform_settings_generation.ts): part of the key,
   * so a change made in this process shows at the next page load instead of after the TTL.
   */
  generation?: number
}

export function serverClient(requestUrl: URL) {
  const base = apiBaseUrl(requestUrl)

  /** GET as JSON; throws only when no answer came (unreachable, timed out), never for an HTTP status. */
  async function answer<B>(path: string, options: ReadOptions = {}): Promise<Answer<B>> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.viewer?.cookie) headers.cookie = options.viewer.cookie
    if (options.viewer?.authorization) headers.authorization = options.viewer.authorization
    const response = await fetch(new URL(path, base), {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    })
    return { ok: response.ok, status: response.status, body: (await response.json().catch(() => null)) as B | null }
  }

  /** GET `{ success, data }`: the data; throws ApiError on a non-2xx answer, Error on an answer without data. */
  async function data<T>(path: string, options: ReadOptions = {}): Promise<T> {
    const got = await answer<{ success?: boolean; data?: T; message?: string; error?: string }>(path, options)
    if (!got.ok) throw new ApiError(got.status, got.body?.message ?? got.body?.error ?? `GET ${path} answered ${got.status}`)
    if (!got.body || got.body.success === false || got.body.data === undefined || got.body.data === null) {
      throw new Error(`GET ${path} answered without data`)
    }
    return got.body.data
  }

  return {
    base,
    answer,
    data,

    /** `load` through the cache, keyed by this base URL, the path and the rule's generation; `fallback` while the API fails. */
    cached<T>(path: string, rule: CacheRule, load: () => Promise<T>, fallback: T, what: string): Promise<T> {
      const key = rule.generation === undefined ? base + path : `${base}${path}#${rule.generation}`
      return remember(key, rule.ttlMs, load, fallback, what)
    },

    /** GET one record; 404 → not-found, 403 → forbidden, anything else failing → error (never throws). */
    async detail<T>(path: string, what: string, viewer?: ViewerHeaders): Promise<Loaded<T>> {
      try {
        return { state: 'ok', data: await data<T>(path, viewer ? { viewer, timeoutMs: SHORT_TIMEOUT_MS } : {}) }
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { state: 'not-found' }
        if (error instanceof ApiError && error.status === 403) return { state: 'forbidden' }
        // A 400/422 for a malformed id is a not-found for the visitor too.
        if (error instanceof ApiError && (error.status === 400 || error.status === 422)) return { state: 'not-found' }
        console.error(`[storefront] ${what} failed:`, errorText(error))
        return { state: 'error' }
      }
    },
  }
}

export type ServerClient = ReturnType<typeof serverClient>

/** `?key=value&…` of the given values, leaving out undefined and empty ones ('' when none is left). */
export function query(params: Record<string, string | number | undefined>, skip: readonly string[] = ['']): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && !skip.includes(String(value))) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
