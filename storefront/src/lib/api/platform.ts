/*
 * The platform's public face, read by nearly every page: the public settings (site name, logo, SEO, WhatsApp
 * features, fees), the event categories and the header/body tags (SPEC §7 "Catalogue"), each cached briefly and
 * keyed by the API's generation counters so an admin's change shows at the next page load.
 */
import { DEFAULT_PLATFORM_SETTINGS, type WhatsappFeatures } from '#domain/platform_defaults'
import type { Language } from '#domain/languages'
import { platformSettingsGeneration } from '#domain/platform_settings_generation'
import { catalogueGeneration } from '#domain/catalogue_generation'
import { serverClient } from './server.js'
import { apiCall, type ApiResult } from './browser.js'

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

/** The settings while the API cannot tell (a function, not a constant: the browser bundles of this file stay free of it). */
function defaultPublicSettings(): PublicSettings {
  return {
    websiteName: DEFAULT_PLATFORM_SETTINGS.websiteName,
    websiteUrl: null,
    logoUrl: null,
    faviconUrl: null,
    seoDescription: DEFAULT_PLATFORM_SETTINGS.seoDescription,
    socialMediaImageUrl: null,
    whatsappFeatures: DEFAULT_PLATFORM_SETTINGS.whatsappFeatures,
    headerTag: null,
    bodyTag: null,
  }
}

/**
 * SPEC §9 keeps public settings fresh for 5 min; 60 s lets admin changes show up quickly.
 * STOREFRONT_SETTINGS_TTL_MS overrides it (the browser tests use 1 s so a changed setting shows at once).
 */
const settingsTtlMs = () => Number(process.env.STOREFRONT_SETTINGS_TTL_MS) || 60_000
const CATEGORIES_TTL_MS = 60_000
const TAGS_TTL_MS = 5_000

const PUBLIC_SETTINGS_PATH = '/api/platform-settings/public'
const PLATFORM_TAGS_PATH = '/api/platform/tags'

function withDefaults(data: Partial<PublicSettings>): PublicSettings {
  const defaults = defaultPublicSettings()
  return {
    ...defaults,
    ...data,
    websiteName: data.websiteName?.trim() || defaults.websiteName,
    seoDescription: data.seoDescription?.trim() || defaults.seoDescription,
    whatsappFeatures: { ...defaults.whatsappFeatures, ...data.whatsappFeatures },
  }
}

/* Server reads */

/** The public settings and the event categories, for one request's pages and components. */
export function createApi(requestUrl: URL) {
  const api = serverClient(requestUrl)
  return {
    /** GET /api/platform-settings/public; the defaults while it fails. */
    publicSettings(): Promise<PublicSettings> {
      return api.cached(
        PUBLIC_SETTINGS_PATH,
        { ttlMs: settingsTtlMs(), generation: platformSettingsGeneration() },
        async () => withDefaults(await api.data<Partial<PublicSettings>>(PUBLIC_SETTINGS_PATH)),
        defaultPublicSettings(),
        'platform settings'
      )
    },

    /** GET /api/event-categories?lang= (labels in the page's language); failure yields an empty list (SPEC §7). */
    eventCategories(lang: Language): Promise<EventCategory[]> {
      const path = `/api/event-categories?lang=${lang}`
      return api.cached(
        path,
        { ttlMs: CATEGORIES_TTL_MS, generation: catalogueGeneration() },
        async () => {
          const data = await api.data<EventCategory[]>(path)
          if (!Array.isArray(data)) throw new Error(`GET ${path} answered no list`)
          return data
        },
        [] as EventCategory[],
        'event categories'
      )
    },
  }
}

export interface PlatformTags {
  headerTag: string | null
  bodyTag: string | null
}

const NO_TAGS: PlatformTags = { headerTag: null, bodyTag: null }

/**
 * SPEC §7: GET /api/platform/tags → { success, data: { headerTag, bodyTag } }. Rendered by the server into <head>
 * and the end of <body> (layouts/BaseLayout.astro) rather than fetched by a browser script, so pages without
 * islands ship no JavaScript. A failure is only logged (SPEC §8) and the page renders without tags.
 */
export function platformTags(requestUrl: URL): Promise<PlatformTags> {
  const api = serverClient(requestUrl)
  return api.cached(
    PLATFORM_TAGS_PATH,
    { ttlMs: TAGS_TTL_MS, generation: platformSettingsGeneration() },
    async () => {
      const data = await api.data<Partial<PlatformTags>>(PLATFORM_TAGS_PATH)
      return { headerTag: data.headerTag?.trim() || null, bodyTag: data.bodyTag?.trim() || null }
    },
    NO_TAGS,
    'platform tags'
  )
}

/* Browser calls */

export const platformApi = {
  /**
   * SPEC §9: the public settings refetched on mount and on focus (the login tabs follow an admin's change at
   * once even when the server-rendered HTML used a cached copy); never from the browser's cache unchecked.
   */
  publicSettings(): Promise<ApiResult<{ data?: { whatsappFeatures?: Partial<WhatsappFeatures> } }>> {
    return apiCall('GET', PUBLIC_SETTINGS_PATH, { cache: 'no-cache' })
  },
}
