/*
 * Venues for the overview and detail pages (SPEC §7 "Catalogue"), plus the event lists that the
 * venue and organizer pages share. Built on lib/api.ts (getData, remember).
 */
import type { EventSummary, VenueDetail, VenueFacility, VenueSummary } from '#domain/catalogue_types'
import { ApiError, apiBaseUrl, getData, remember } from '../api'
import { catalogueGeneration } from '#domain/catalogue_generation'

/** SPEC §9 keeps venue lists 5 min; 30 s keeps approvals and edits visible quickly. */
const VENUE_LIST_TTL_MS = 30_000
const FACILITIES_TTL_MS = 10 * 60_000
/** A maps key added or removed shows within a minute. */
const MAPS_CONFIG_TTL_MS = 60_000
const EVENT_LIST_TTL_MS = 30_000

/** A detail load: found, or the state the page shows instead (SPEC §2 venue and organizer states). */
export type Loaded<T> = { state: 'ok'; data: T } | { state: 'not-found' } | { state: 'forbidden' } | { state: 'error' }

/** GET one record; 404 → not-found, 403 → forbidden, anything else failing → error (never throws). */
export async function loadDetail<T>(base: string, path: string, what: string, viewer?: ViewerHeaders): Promise<Loaded<T>> {
  try {
    return { state: 'ok', data: viewer ? await getDataAs<T>(base, path, viewer) : await getData<T>(base, path) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'not-found' }
    if (error instanceof ApiError && error.status === 403) return { state: 'forbidden' }
    // A 400/422 for a malformed id is a not-found for the visitor too.
    if (error instanceof ApiError && (error.status === 400 || error.status === 422)) return { state: 'not-found' }
    console.error(`[storefront] ${what} failed:`, error instanceof Error ? error.message : error)
    return { state: 'error' }
  }
}

/** The visitor's own credentials, so an owner or admin sees their unapproved venue (SPEC §4 Visibility). */
export interface ViewerHeaders {
  cookie?: string | null
  authorization?: string | null
}

/** getData with the visitor's credentials passed on; never cached. */
export async function getDataAs<T>(base: string, path: string, viewer: ViewerHeaders, timeoutMs = 3_000): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (viewer.cookie) headers.cookie = viewer.cookie
  if (viewer.authorization) headers.authorization = viewer.authorization
  const response = await fetch(new URL(path, base), { headers, signal: AbortSignal.timeout(timeoutMs) })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
    throw new ApiError(response.status, body.message ?? body.error ?? `GET ${path} answered ${response.status}`)
  }
  const body = (await response.json()) as { success?: boolean; data?: T }
  if (body.success === false || body.data === undefined || body.data === null) throw new Error(`GET ${path} answered without data`)
  return body.data
}

/** An id from a route parameter (the one id parser), else null: the page then shows not-found. */
export { parseEntityId as parseId } from '#domain/entity_id'

export interface VenueFilters {
  search: string
  district: string
  capacity: string
}

/** The eight standard facilities (SPEC §7: used when GET /api/venue-facilities fails), each with its amenity flag. */
export const STANDARD_FACILITIES: (VenueFacility & { key: string; flag: AmenityFlag })[] = [
  {
    id: -1,
    flag: 'hasParking',
    key: 'parking',
    name: 'Parkeren',
    iconName: 'car',
    colorCode: '#2563EB',
    backgroundColor: '#DBEAFE',
    sortOrder: 10,
  },
  {
    id: -2,
    flag: 'isAccessible',
    key: 'accessible',
    name: 'Rolstoeltoegankelijk',
    iconName: 'accessibility',
    colorCode: '#7C3AED',
    backgroundColor: '#EDE9FE',
    sortOrder: 20,
  },
  {
    id: -3,
    flag: 'hasWifi',
    key: 'wifi',
    name: 'Wifi',
    iconName: 'wifi',
    colorCode: '#0891B2',
    backgroundColor: '#CFFAFE',
    sortOrder: 30,
  },
  {
    id: -4,
    flag: 'hasCatering',
    key: 'catering',
    name: 'Catering',
    iconName: 'utensils',
    colorCode: '#EA580C',
    backgroundColor: '#FFEDD5',
    sortOrder: 40,
  },
  {
    id: -5,
    flag: 'hasKitchen',
    key: 'kitchen',
    name: 'Keuken',
    iconName: 'chef-hat',
    colorCode: '#CA8A04',
    backgroundColor: '#FEF9C3',
    sortOrder: 50,
  },
  {
    id: -6,
    flag: 'hasAirConditioning',
    key: 'airConditioning',
    name: 'Airconditioning',
    iconName: 'snowflake',
    colorCode: '#0284C7',
    backgroundColor: '#E0F2FE',
    sortOrder: 60,
  },
  {
    id: -7,
    flag: 'hasAudioSystem',
    key: 'audioSystem',
    name: 'Geluidssysteem',
    iconName: 'speaker',
    colorCode: '#DB2777',
    backgroundColor: '#FCE7F3',
    sortOrder: 70,
  },
  {
    id: -8,
    flag: 'hasLighting',
    key: 'lighting',
    name: 'Verlichting',
    iconName: 'lightbulb',
    colorCode: '#D97706',
    backgroundColor: '#FEF3C7',
    sortOrder: 80,
  },
]

export type AmenityFlag =
  'hasParking' | 'isAccessible' | 'hasWifi' | 'hasCatering' | 'hasKitchen' | 'hasAirConditioning' | 'hasAudioSystem' | 'hasLighting'

/** Which amenity flag a facility stands for, by its key (fixed at creation; an admin may change name and icon). */
export function facilityFlag(facility: Pick<VenueFacility, 'key'>): AmenityFlag | null {
  return STANDARD_FACILITIES.find((standard) => standard.key === facility.key)?.flag ?? null
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 'all') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

export function createVenuesApi(requestUrl: URL) {
  const base = apiBaseUrl(requestUrl)
  return {
    /** GET /api/venues/public with the overview's filters; null when the API fails. */
    list(filters: VenueFilters): Promise<VenueSummary[] | null> {
      const path = `/api/venues/public${query({ search: filters.search.trim(), district: filters.district, capacity: filters.capacity })}`
      // Keyed by the API's catalogue generation too: a venue approved, deactivated or deleted in this process shows at the next load.
      return remember(
        `${base}${path}#${catalogueGeneration()}`,
        VENUE_LIST_TTL_MS,
        async () => {
          const data = await getData<VenueSummary[]>(base, path)
          if (!Array.isArray(data)) throw new Error(`GET ${path} answered no list`)
          return data
        },
        null,
        'venue list'
      )
    },

    /** GET /api/venues/{id}: always fresh (SPEC §7 "always refetched"), as the visitor. */
    detail(id: number, viewer?: ViewerHeaders): Promise<Loaded<VenueDetail>> {
      return loadDetail<VenueDetail>(base, `/api/venues/${id}`, 'venue detail', viewer)
    },

    /**
     * Whether maps are configured: GET /api/internal/maps/api-key answers a key (503 without one). When
     * it cannot be told, no: the page then shows the address with directions instead of a map that fails.
     */
    mapsConfigured(): Promise<boolean> {
      const path = '/api/internal/maps/api-key'
      return remember(
        base + path,
        MAPS_CONFIG_TTL_MS,
        async () => {
          const response = await fetch(new URL(path, base), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(3_000) })
          if (response.status === 503) return false
          if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
          return Boolean(((await response.json()) as { apiKey?: string }).apiKey)
        },
        false,
        'maps configuration'
      )
    },

    /** GET /api/venue-facilities; the eight standard facilities when it fails (SPEC §7). */
    facilities(): Promise<VenueFacility[]> {
      const path = '/api/venue-facilities'
      // Keyed by the catalogue generation too: an admin's change made in this process shows at the next load.
      return remember(
        `${base}${path}#${catalogueGeneration()}`,
        FACILITIES_TTL_MS,
        async () => {
          const data = await getData<VenueFacility[]>(base, path)
          if (!Array.isArray(data) || data.length === 0) throw new Error(`GET ${path} answered no list`)
          return [...data].sort((a, b) => a.sortOrder - b.sortOrder)
        },
        STANDARD_FACILITIES,
        'venue facilities'
      )
    },

    /**
     * GET /api/events/public?includePast=true filtered by venue or organizer (SPEC §7: also
     * filtered here, in case the API ignores the filter). null when the API fails.
     */
    events(filter: { venueId: number } | { organizerId: number }): Promise<EventSummary[] | null> {
      const path = `/api/events/public${query({ includePast: 'true', ...filter })}`
      return remember(
        base + path,
        EVENT_LIST_TTL_MS,
        async () => {
          const data = await getData<EventSummary[]>(base, path)
          if (!Array.isArray(data)) throw new Error(`GET ${path} answered no list`)
          return data.filter((event) =>
            'venueId' in filter ? event.venue?.id === filter.venueId : event.organizer?.id === filter.organizerId
          )
        },
        null,
        'event list'
      )
    },
  }
}
