/*
 * The events pages' client for the public catalogue (SPEC §7), on top of lib/api.ts.
 * Lists answer `null` when the API failed, so pages can tell "nothing found" from "could not load".
 */
import type { EventDetail, EventSummary, PublicTicketType, ReviewSummary, VenueSummary } from '#domain/catalogue_types'
import { ApiError, apiBaseUrl, getData, remember } from '../api'
import { DEFAULT_EVENT_SORT } from '#domain/event_date_filter'
import { catalogueGeneration } from '#domain/catalogue_generation'
import type { EventFilters } from '../../components/events/filter_query'

export { activeFilterCount, normalizeFilters, type EventFilters } from '../../components/events/filter_query'

/*
 * SPEC §9 keeps list data fresh for 2-5 min in the browser; the server keeps it much shorter so
 * a change to a published event shows within 60 s.
 */
const LIST_TTL_MS = 20_000
const SUMMARY_TTL_MS = 30_000

/** An event id from the address (the one id parser), else null: 'Event niet gevonden'. */
export { parseEntityId as parseEventId } from '#domain/entity_id'

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function list<T>(value: unknown, path: string): T[] {
  if (!Array.isArray(value)) throw new Error(`GET ${path} answered no list`)
  return value as T[]
}

export type EventLookup = { status: 'found'; event: EventDetail } | { status: 'not-found' } | { status: 'error' }

export function createEventsApi(requestUrl: URL) {
  const base = apiBaseUrl(requestUrl)

  function cachedList<T>(path: string, what: string): Promise<T[] | null> {
    // Keyed by the API's catalogue generation too: a change made in this process shows at the next load.
    return remember<T[] | null>(
      `${base}${path}#${catalogueGeneration()}`,
      LIST_TTL_MS,
      async () => list<T>(await getData<unknown>(base, path), path),
      null,
      what
    )
  }

  return {
    /** GET /api/events/public with the SPEC §5 filters; null when the API failed ('Failed to fetch events'). */
    publicEvents(filters: Partial<EventFilters> = {}): Promise<EventSummary[] | null> {
      const { search, category, district, when, from, to } = filters
      const sort = filters.sort === DEFAULT_EVENT_SORT ? undefined : filters.sort
      const path = `/api/events/public${query({ search, category, district, when, from, to, sort })}`
      return cachedList<EventSummary>(path, 'Failed to fetch events')
    },

    /** GET /api/venues/public: approved and active venues only. */
    publicVenues(): Promise<VenueSummary[] | null> {
      return cachedList<VenueSummary>('/api/venues/public', 'Failed to fetch venues')
    },

    /** GET /api/events/{id}?t={timestamp} (SPEC §7): never cached, so changes show at once. */
    async event(id: number): Promise<EventLookup> {
      try {
        const event = await getData<EventDetail>(base, `/api/events/${id}${query({ t: Date.now() })}`)
        return { status: 'found', event }
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403)) {
          return { status: 'not-found' }
        }
        console.error(`[storefront] GET /api/events/${id} failed:`, error instanceof Error ? error.message : error)
        return { status: 'error' }
      }
    },

    /** GET /api/events/{id}/ticket-types?t={timestamp}; null when the API failed. */
    async ticketTypes(id: number): Promise<PublicTicketType[] | null> {
      const path = `/api/events/${id}/ticket-types`
      try {
        const types = list<PublicTicketType>(await getData<unknown>(base, `${path}${query({ t: Date.now() })}`), path)
        return [...types].sort((a, b) => a.sortOrder - b.sortOrder)
      } catch (error) {
        console.error(`[storefront] GET ${path} failed:`, error instanceof Error ? error.message : error)
        return null
      }
    },

    /** GET /api/events/{id}/reviews/summary; null when unavailable. */
    reviewSummary(id: number): Promise<ReviewSummary | null> {
      const path = `/api/events/${id}/reviews/summary`
      return remember<ReviewSummary | null>(
        base + path,
        SUMMARY_TTL_MS,
        () => getData<ReviewSummary>(base, path),
        null,
        'Failed to fetch review summary'
      )
    },
  }
}

export type EventsApi = ReturnType<typeof createEventsApi>
