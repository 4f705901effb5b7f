/*
 * Events of the public catalogue (SPEC §7 "Catalogue"): the lists and the event page's reads on the server, and
 * the ticket types the buying island refreshes in the browser. Server lists answer `null` when the API failed,
 * so pages can tell "nothing found" from "could not load".
 */
import type { EventDetail, EventSummary, PublicTicketType, ReviewSummary, VenueSummary } from '#domain/catalogue_types'
import { DEFAULT_EVENT_SORT } from '#domain/event_date_filter'
import { catalogueGeneration } from '#domain/catalogue_generation'
import type { EventFilters } from '../../components/events/filter_query'
import { ApiError, errorText, query, serverClient } from './server.js'
import { apiCall } from './browser.js'

/*
 * SPEC §9 keeps list data fresh for 2-5 min in the browser; the server keeps it much shorter so
 * a change to a published event shows within 60 s.
 */
const LIST_TTL_MS = 20_000
const SUMMARY_TTL_MS = 30_000

function list<T>(value: unknown, path: string): T[] {
  if (!Array.isArray(value)) throw new Error(`GET ${path} answered no list`)
  return value as T[]
}

const bySortOrder = (types: PublicTicketType[]) => [...types].sort((a, b) => a.sortOrder - b.sortOrder)

export type EventLookup = { status: 'found'; event: EventDetail } | { status: 'not-found' } | { status: 'error' }
export type PreviewLookup =
  { status: 'found'; event: EventDetail; ticketTypes: PublicTicketType[] } | { status: 'not-found' } | { status: 'error' }

/* Server reads */

export function createEventsApi(requestUrl: URL) {
  const api = serverClient(requestUrl)

  function cachedList<T>(path: string, what: string): Promise<T[] | null> {
    return api.cached<T[] | null>(
      path,
      { ttlMs: LIST_TTL_MS, generation: catalogueGeneration() },
      async () => list<T>(await api.data<unknown>(path), path),
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
        const event = await api.data<EventDetail>(`/api/events/${id}${query({ t: Date.now() })}`)
        return { status: 'found', event }
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403)) {
          return { status: 'not-found' }
        }
        console.error(`[storefront] GET /api/events/${id} failed:`, errorText(error))
        return { status: 'error' }
      }
    },

    /** GET /api/events/{id}/preview?token=: a draft as it will look, for whoever holds its organizer's preview link. */
    async preview(id: number, token: string): Promise<PreviewLookup> {
      const path = `/api/events/${id}/preview${query({ token })}`
      try {
        const got = await api.answer<{ data?: EventDetail; ticketTypes?: PublicTicketType[] }>(path)
        if (got.status === 404 || got.status === 400 || got.status === 422) return { status: 'not-found' }
        if (!got.ok || !got.body?.data) throw new Error(`GET /api/events/${id}/preview answered ${got.status}`)
        return { status: 'found', event: got.body.data, ticketTypes: bySortOrder(got.body.ticketTypes ?? []) }
      } catch (error) {
        console.error(`[storefront] GET /api/events/${id}/preview failed:`, errorText(error))
        return { status: 'error' }
      }
    },

    /** GET /api/events/{id}/ticket-types?t={timestamp}; null when the API failed. */
    async ticketTypes(id: number, code: string | null = null): Promise<PublicTicketType[] | null> {
      const path = `/api/events/${id}/ticket-types`
      try {
        return bySortOrder(
          list<PublicTicketType>(await api.data<unknown>(`${path}${query({ t: Date.now(), code: code ?? undefined })}`), path)
        )
      } catch (error) {
        console.error(`[storefront] GET ${path} failed:`, errorText(error))
        return null
      }
    },

    /** GET /api/events/{id}/reviews/summary; null when unavailable. */
    reviewSummary(id: number): Promise<ReviewSummary | null> {
      const path = `/api/events/${id}/reviews/summary`
      return api.cached<ReviewSummary | null>(
        path,
        { ttlMs: SUMMARY_TTL_MS },
        () => api.data<ReviewSummary>(path),
        null,
        'Failed to fetch review summary'
      )
    },
  }
}

/* Browser calls */

export const eventsApi = {
  /** GET /api/events/{id}/ticket-types?t= (SPEC §7: refetched every 10 s while the selection is open); null when it failed. */
  async ticketTypes(eventId: number, code: string | null = null): Promise<PublicTicketType[] | null> {
    const withCode = code ? `&code=${encodeURIComponent(code)}` : ''
    const result = await apiCall<{ data?: PublicTicketType[] } | PublicTicketType[]>(
      'GET',
      `/api/events/${eventId}/ticket-types?t=${Date.now()}${withCode}`
    )
    if (!result.ok) return null
    const types = Array.isArray(result.data) ? result.data : result.data.data
    return Array.isArray(types) ? bySortOrder(types) : null
  },
}
