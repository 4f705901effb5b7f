/*
 * The storefront's one typed client for the AdonisJS API. Pages never fetch directly.
 * A failing API never breaks a page: each call logs and answers a safe default (SPEC §7/§8).
 */
import { DEFAULT_PLATFORM_SETTINGS, type WhatsappFeatures } from '#domain/platform_defaults'
import type { Language } from '#domain/languages'
import { platformSettingsGeneration } from '#domain/platform_settings_generation'
import { catalogueGeneration } from '#domain/catalogue_generation'

export interface PublicSettings {
  websiteName: string
  websiteUrl: string | null
  logoUrl: string | null
  faviconUrl: string | null
  seoDescription: string
  socialMediaImageUrl: string | null
  whatsappFeatures: WhatsappFeatures
  headerTag: string | null
  bodyTag: string | null
  /** Fee settings for the checkout's breakdown (domain/fees.ts); absent in older answers. */
  platformCostPercentage?: string | number | null
  platformCostFixed?: string | number | null
  paymentFees?: Record<string, Record<string, unknown> | null> | null
  /** Whether the API runs the Uni5Pay+ sandbox (/mock-uni5pay-checkout); false when unknown. */
  uni5paySandbox?: boolean
}

export interface EventCategory {
  id: number
  /** The key events store and filters send (Dutch). */
  name: string
  /** The name in the requested language, Dutch when it has none. */
  label: string
  colorCode: string
  sortOrder: number
}

interface Envelope<T> {
  success?: boolean
  data?: T
}

export const DEFAULT_SITE_NAME = DEFAULT_PLATFORM_SETTINGS.websiteName

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  websiteName: DEFAULT_SITE_NAME,
  websiteUrl: null,
  logoUrl: null,
  faviconUrl: null,
  seoDescription: DEFAULT_PLATFORM_SETTINGS.seoDescription,
  socialMediaImageUrl: null,
  whatsappFeatures: DEFAULT_PLATFORM_SETTINGS.whatsappFeatures,
  headerTag: null,
  bodyTag: null,
}

/**
 * SPEC §9 keeps public settings fresh for 5 min; 60 s lets admin changes show up quickly.
 * STOREFRONT_SETTINGS_TTL_MS overrides it (the browser tests use 1 s so a changed setting shows at once).
 */
const settingsTtlMs = () => Number(process.env.STOREFRONT_SETTINGS_TTL_MS) || 60_000
const CATEGORIES_TTL_MS = 60_000
/** After a failure, retry soon but not on every request. */
const FAILURE_TTL_MS = 5_000
/**
 * A page's own API calls go to the same process, so under an on-sale rush they wait behind the buyers'
 * holds (npm run bench:rush: up to 5 s in the worst second). 3 s turned one visitor's slow page into the
 * 'Fout bij laden' page; an API that cannot be reached still fails at once, and one whose database is gone
 * answers 503 within its own bounded waits.
 */
const REQUEST_TIMEOUT_MS = 10_000
const MAX_CACHE_ENTRIES = 50

interface CacheEntry {
  expires: number
  value: Promise<unknown>
}
/* Keyed by base URL + path: when the base comes from the request's Host header, one visitor's
   forged host must not fill the cache other visitors read. */
const cache = new Map<string, CacheEntry>()

export function remember<T>(key: string, ttlMs: number, load: () => Promise<T>, fallback: T, what: string): Promise<T> {
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const entry: CacheEntry = {
    expires: now + ttlMs,
    value: load().catch((error: unknown) => {
      console.error(`[storefront] ${what} failed, using defaults:`, error instanceof Error ? error.message : error)
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

/** GET `{ success, data }` from the API; throws ApiError on a non-2xx answer. Feature clients in lib/api/ build on it. */
export async function getData<T>(base: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, base), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
    throw new ApiError(response.status, body.message ?? body.error ?? `GET ${path} answered ${response.status}`)
  }
  const body = (await response.json()) as Envelope<T>
  if (body.success === false || body.data === undefined || body.data === null) {
    throw new Error(`GET ${path} answered without data`)
  }
  return body.data
}

function withDefaults(data: Partial<PublicSettings>): PublicSettings {
  return {
    ...DEFAULT_PUBLIC_SETTINGS,
    ...data,
    websiteName: data.websiteName?.trim() || DEFAULT_PUBLIC_SETTINGS.websiteName,
    seoDescription: data.seoDescription?.trim() || DEFAULT_PUBLIC_SETTINGS.seoDescription,
    whatsappFeatures: { ...DEFAULT_PUBLIC_SETTINGS.whatsappFeatures, ...data.whatsappFeatures },
  }
}

export function createApi(requestUrl: URL) {
  const base = apiBaseUrl(requestUrl)
  return {
    /** GET /api/platform-settings/public */
    publicSettings(): Promise<PublicSettings> {
      const path = '/api/platform-settings/public'
      return remember(
        // Keyed by the settings' generation too: an admin's change shows at the next page load (one process).
        `${base}${path}#${platformSettingsGeneration()}`,
        settingsTtlMs(),
        async () => withDefaults(await getData<Partial<PublicSettings>>(base, path)),
        DEFAULT_PUBLIC_SETTINGS,
        'platform settings'
      )
    },

    /** GET /api/event-categories?lang= (labels in the page's language); failure yields an empty list (SPEC §7). */
    eventCategories(lang: Language): Promise<EventCategory[]> {
      const path = `/api/event-categories?lang=${lang}`
      // Keyed by the catalogue generation too: an admin's change made in this process shows at the next load.
      return remember(
        `${base}${path}#${catalogueGeneration()}`,
        CATEGORIES_TTL_MS,
        async () => {
          const data = await getData<EventCategory[]>(base, path)
          if (!Array.isArray(data)) throw new Error(`GET ${path} answered no list`)
          return data
        },
        [] as EventCategory[],
        'event categories'
      )
    },
  }
}

export type Api = ReturnType<typeof createApi>
