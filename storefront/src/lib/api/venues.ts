/*
 * Venues (SPEC §7 "Catalogue"): the overview, the detail page, the facilities and the maps configuration read on
 * the server, plus the event lists the venue and organizer pages share; in the browser, the map card's data and
 * key and a new venue's registration.
 */
import type { EventSummary, VenueDetail, VenueFacility, VenueSummary } from '#domain/catalogue_types'
import type { VenuePricePeriod } from '#domain/format'
import { catalogueGeneration } from '#domain/catalogue_generation'
import { SHORT_TIMEOUT_MS, query, serverClient, type Loaded, type ViewerHeaders } from './server.js'
import { apiCall, type ApiResult } from './browser.js'

/** SPEC §9 keeps venue lists 5 min; 30 s keeps approvals and edits visible quickly. */
const VENUE_LIST_TTL_MS = 30_000
const FACILITIES_TTL_MS = 10 * 60_000
/** A maps key added or removed shows within a minute. */
const MAPS_CONFIG_TTL_MS = 60_000
const EVENT_LIST_TTL_MS = 30_000
const MAPS_KEY_PATH = '/api/internal/maps/api-key'

/** Filters whose value 'all' means none. */
const ALL = ['', 'all']

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

/* Server reads */

export function createVenuesApi(requestUrl: URL) {
  const api = serverClient(requestUrl)
  return {
    /** GET /api/venues/public with the overview's filters; null when the API fails. */
    list(filters: VenueFilters): Promise<VenueSummary[] | null> {
      const path = `/api/venues/public${query({ search: filters.search.trim(), district: filters.district, capacity: filters.capacity }, ALL)}`
      // Keyed by the API's catalogue generation too: a venue approved, deactivated or deleted in this process shows at the next load.
      return api.cached(
        path,
        { ttlMs: VENUE_LIST_TTL_MS, generation: catalogueGeneration() },
        async () => {
          const data = await api.data<VenueSummary[]>(path)
          if (!Array.isArray(data)) throw new Error(`GET ${path} answered no list`)
          return data
        },
        null,
        'venue list'
      )
    },

    /** GET /api/venues/{id}: always fresh (SPEC §7 "always refetched"), as the visitor. */
    detail(id: number, viewer?: ViewerHeaders): Promise<Loaded<VenueDetail>> {
      return api.detail<VenueDetail>(`/api/venues/${id}`, 'venue detail', viewer)
    },

    /**
     * Whether maps are configured: GET /api/internal/maps/api-key answers a key (503 without one). When
     * it cannot be told, no: the page then shows the address with directions instead of a map that fails.
     */
    mapsConfigured(): Promise<boolean> {
      return api.cached(
        MAPS_KEY_PATH,
        { ttlMs: MAPS_CONFIG_TTL_MS },
        async () => {
          const answer = await api.answer<{ apiKey?: string }>(MAPS_KEY_PATH, { timeoutMs: SHORT_TIMEOUT_MS })
          if (answer.status === 503) return false
          if (!answer.ok) throw new Error(`GET ${MAPS_KEY_PATH} answered ${answer.status}`)
          return Boolean(answer.body?.apiKey)
        },
        false,
        'maps configuration'
      )
    },

    /** GET /api/venue-facilities; the eight standard facilities when it fails (SPEC §7). */
    facilities(): Promise<VenueFacility[]> {
      const path = '/api/venue-facilities'
      // Keyed by the catalogue generation too: an admin's change made in this process shows at the next load.
      return api.cached(
        path,
        { ttlMs: FACILITIES_TTL_MS, generation: catalogueGeneration() },
        async () => {
          const data = await api.data<VenueFacility[]>(path)
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
      const path = `/api/events/public${query({ includePast: 'true', ...filter }, ALL)}`
      return api.cached(
        path,
        { ttlMs: EVENT_LIST_TTL_MS },
        async () => {
          const data = await api.data<EventSummary[]>(path)
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

/* Browser calls */

/** What GET /api/venues/{id}/map-data answers (SPEC §7). */
export interface MapData {
  coordinates: { lat: number; lng: number } | null
  geocodeStatus: 'pending' | 'failed' | 'ok' | 'partial'
}

export interface NewVenue {
  name: string
  description?: string
  streetName: string
  houseNumber?: string
  neighborhood?: string
  district: string
  maxCapacity: number
  priceAmount?: number
  pricePeriod?: VenuePricePeriod
  parking: boolean
  accessible: boolean
  wifi: boolean
  catering: boolean
  kitchen: boolean
  airConditioning: boolean
  audioSystem: boolean
  lighting: boolean
  customAmenities: string[]
  website?: string
}

export const venuesApi = {
  /** GET /api/venues/{id}/map-data; `fresh` adds ?t= so no cache answers (retry and refresh). */
  mapData(venueId: string, fresh: boolean): Promise<ApiResult<{ data?: MapData } | null>> {
    return apiCall('GET', `/api/venues/${venueId}/map-data${fresh ? `?t=${Date.now()}` : ''}`)
  },

  /** GET /api/internal/maps/api-key: the browser key (503 without one). */
  mapsApiKey(): Promise<ApiResult<{ apiKey?: string } | null>> {
    return apiCall('GET', MAPS_KEY_PATH)
  },

  /** POST /api/venues: a venue operator's new venue, approved later by an admin. */
  create(token: string, venue: NewVenue) {
    return apiCall<{ success: true; data: { id: number; isApproved: boolean }; message?: string }>('POST', '/api/venues', {
      token,
      body: venue,
    })
  },
}
