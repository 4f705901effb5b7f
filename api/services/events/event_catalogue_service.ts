import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Event from '#models/event'
import TicketType from '#models/ticket_type'
import Venue from '#models/venue'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { eventSummaryFromRow } from '#transformers/event_transformer'
import { activeFilter, likePattern } from '#services/catalogue/catalogue_filters'
import type { PublicEventRow } from '#services/catalogue/catalogue_rows'
import { JsonListCache, invalidateOnChange } from '#services/catalogue/catalogue_cache'
import { eventDateWindow, isEmptyWindow, type DateWindow, type DatePreset, type EventSort } from '#domain/event_date_filter'

/*
 * Public events (SPEC §4 Visibility, §5 Filters): only published events whose venue, if any,
 * is not deleted; upcoming means the end date is in the future.
 */

export interface PublicEventFilters {
  search?: string
  category?: string
  district?: string
  venueId?: number
  organizerId?: number
  includePast?: boolean
  /** Date filter (domain/event_date_filter.ts): a preset and/or a range of Suriname calendar dates. */
  when?: DatePreset | ''
  from?: string
  to?: string
  sort?: EventSort | ''
}

/** Published, and the venue (when there is one) not deleted. */
function publishedEvents(): ModelQueryBuilderContract<typeof Event> {
  return Event.query()
    .where('events.is_published', true)
    .where((q) =>
      q
        .whereNull('events.venue_id')
        .orWhereExists((sub) => sub.from('venues').whereColumn('venues.id', 'events.venue_id').whereNull('venues.deleted_at'))
    )
}

/** Lowest and highest price over active ticket types, as decimal strings (null without any). */
export function withPriceRange(query: ModelQueryBuilderContract<typeof Event>) {
  return query
    .select('events.*')
    .select(
      db.raw(
        '(SELECT min(price)::text FROM ticket_types tt WHERE tt.event_id = events.id AND tt.is_active AND NOT tt.is_hidden) AS min_price'
      )
    )
    .select(
      db.raw(
        '(SELECT max(price)::text FROM ticket_types tt WHERE tt.event_id = events.id AND tt.is_active AND NOT tt.is_hidden) AS max_price'
      )
    )
}

/** The lowest price over active ticket types (numeric, for sorting; the list sends it as text). */
const MIN_PRICE_SQL = '(SELECT min(price) FROM ticket_types tt WHERE tt.event_id = events.id AND tt.is_active AND NOT tt.is_hidden)'

export async function listPublicEvents(filters: PublicEventFilters, now: DateTime = DateTime.now()): Promise<PublicEventRow[]> {
  const query = db
    .from('events')
    .join('users as o', 'o.id', 'events.organizer_id')
    .leftJoin('venues as v', 'v.id', 'events.venue_id')
    .where('events.is_published', true)
    .where((q) => q.whereNull('events.venue_id').orWhereNull('v.deleted_at'))
    .select(
      ...[
        'id',
        'title',
        'description',
        'category',
        'start_date',
        'end_date',
        'images',
        'image_variants',
        'cached_like_count',
        'cached_average_rating',
      ].map((c) => `events.${c}`),
      ...['organization_name', 'first_name', 'last_name', 'profile_image', 'is_verified', 'cached_rating', 'cached_review_count'].map(
        (c) => `o.${c} as organizer_${c}`
      ),
      'o.id as organizer_id',
      ...['name', 'district', 'street_name', 'house_number', 'neighborhood', 'is_approved'].map((c) => `v.${c} as venue_${c}`),
      'v.id as venue_id'
    )
    .select(db.raw(`${MIN_PRICE_SQL}::text AS min_price`))
    .select(
      db.raw(
        '(SELECT max(price)::text FROM ticket_types tt WHERE tt.event_id = events.id AND tt.is_active AND NOT tt.is_hidden) AS max_price'
      )
    )
  if (!filters.includePast) query.where('events.end_date', '>', now.toJSDate())

  const search = activeFilter(filters.search)
  if (search) {
    const pattern = likePattern(search)
    query.where((q) => q.whereILike('events.title', pattern).orWhereILike('events.description', pattern).orWhereILike('v.name', pattern))
  }
  const category = activeFilter(filters.category)
  if (category) query.whereRaw('lower(events.category) = lower(?)', [category.replace(/^category\./i, '')])
  const district = activeFilter(filters.district)
  if (district) query.whereRaw('lower(v.district) = lower(?)', [district])
  if (filters.venueId) query.where('events.venue_id', filters.venueId)
  if (filters.organizerId) query.where('events.organizer_id', filters.organizerId)

  // Any moment of the event inside the window (runsWithin in domain/event_date_filter.ts).
  const window = listWindow(filters, now)
  if (window && isEmptyWindow(window)) query.whereRaw('false')
  else if (window) {
    if (window.end) query.where('events.start_date', '<', window.end)
    if (window.start) query.where('events.end_date', '>', window.start)
  }

  // Price sorts go by the 'Vanaf' price; events without ticket types come last either way.
  const sort = filters.sort || 'date_asc'
  if (sort === 'price_asc' || sort === 'price_desc') {
    query.orderByRaw(`${MIN_PRICE_SQL} ${sort === 'price_asc' ? 'ASC' : 'DESC'} NULLS LAST`)
  }
  const direction = sort === 'date_desc' ? 'desc' : 'asc'
  return query.orderBy('events.start_date', direction).orderBy('events.id', direction)
}

function listWindow(filters: PublicEventFilters, now: DateTime): DateWindow | null {
  return eventDateWindow({ when: filters.when || null, from: filters.from || null, to: filters.to || null }, now.toJSDate())
}

const publicEventsCache = new JsonListCache()
// The list reads events, their ticket prices, venues and organizers.
invalidateOnChange(Event, TicketType, Venue, User)

/** The cache key: filters as the query applies them ('all'/blank dropped, case folded where compared lower-case). */
function publicEventsKey(filters: PublicEventFilters): string {
  return JSON.stringify([
    activeFilter(filters.search),
    activeFilter(filters.category)
      ?.replace(/^category\./i, '')
      .toLowerCase() ?? null,
    activeFilter(filters.district)?.toLowerCase() ?? null,
    filters.venueId ?? null,
    filters.organizerId ?? null,
    !!filters.includePast,
    // The window, not the preset: 'today' is another day after midnight.
    listWindow(filters, DateTime.now()),
    filters.sort || 'date_asc',
  ])
}

/** The answer body of GET /api/events/public (EventSummary list), from a short-lived cache (catalogue_cache.ts). */
export function publicEventsBody(filters: PublicEventFilters): Promise<Buffer> {
  return publicEventsCache.get(publicEventsKey(filters), async () => (await listPublicEvents(filters)).map(eventSummaryFromRow))
}

/** GET /api/events/{id}: published only, whatever else the id points at. */
export async function getPublicEvent(id: number | null): Promise<Event> {
  if (id === null) throw new DomainError('EVENT_NOT_FOUND')
  const event = await withPriceRange(publishedEvents()).where('events.id', id).preload('organizer').preload('venue').first()
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  return event
}

export interface TicketTypeAvailability {
  ticketType: TicketType
  reservedQuantity: number
}

/** Reads of an event's ticket types in flight, shared by the requests that arrive meanwhile. */
const ticketTypeReads = new Map<number, Promise<TicketTypeAvailability[]>>()

/**
 * Every ticket type of a published event, with the seats held by active, unexpired reservations. Buyers
 * poll this every 10 s (SPEC §9), so in an on-sale rush it is the most frequent call: it is one query, and
 * requests arriving while that query runs share its answer (which is as fresh as their own would be), so
 * a server falling behind does not fall further behind by reading the same rows hundreds of times.
 */
export function listEventTicketTypes(eventId: number | null, unlocked: readonly number[] = []): Promise<TicketTypeAvailability[]> {
  if (eventId === null) return Promise.reject(new DomainError('EVENT_NOT_FOUND'))
  // A list with hidden types an access code unlocked is that buyer's own, never shared.
  if (unlocked.length > 0) return readEventTicketTypes(eventId, unlocked)
  const inFlight = ticketTypeReads.get(eventId)
  if (inFlight) return inFlight
  const read = readEventTicketTypes(eventId).finally(() => ticketTypeReads.delete(eventId))
  ticketTypeReads.set(eventId, read)
  return read
}

/** The one query; only an empty answer asks whether the event is there at all. */
async function readEventTicketTypes(
  eventId: number,
  unlocked: readonly number[] = [],
  now: DateTime = DateTime.now()
): Promise<TicketTypeAvailability[]> {
  const ticketTypes = await TicketType.query()
    .where('event_id', eventId)
    .where((q) => q.where('is_hidden', false).orWhereIn('id', [...unlocked]))
    .whereIn('event_id', publishedEvents().select('events.id'))
    .select('ticket_types.*')
    .select(
      db.raw(
        `(SELECT coalesce(sum(r.quantity), 0)::int FROM ticket_reservations r
          WHERE r.ticket_type_id = ticket_types.id AND r.is_active AND r.expires_at > ?) AS reserved_quantity`,
        [now.toJSDate()]
      )
    )
    .orderBy('sort_order', 'asc')
    .orderBy('id', 'asc')
  if (ticketTypes.length === 0 && !(await publishedEvents().where('events.id', eventId).select('events.id').first())) {
    throw new DomainError('EVENT_NOT_FOUND')
  }
  return ticketTypes.map((ticketType) => ({ ticketType, reservedQuantity: Number(ticketType.$extras.reserved_quantity ?? 0) }))
}

export interface PublishedEventCounts {
  totalEvents: number
  upcomingEvents: number
}

/** Published events at a venue or by an organizer: total and upcoming (the detail pages' statistics). */
export async function countPublishedEvents(
  column: 'venue_id' | 'organizer_id',
  id: number,
  now: DateTime = DateTime.now()
): Promise<PublishedEventCounts> {
  return (await countPublishedEventsOf(column, [id], now)).get(id) ?? { totalEvents: 0, upcomingEvents: 0 }
}

/** The same counts for many venues or organizers in one query (the venue dashboard); absent ids have none. */
export async function countPublishedEventsOf(
  column: 'venue_id' | 'organizer_id',
  ids: number[],
  now: DateTime = DateTime.now()
): Promise<Map<number, PublishedEventCounts>> {
  if (ids.length === 0) return new Map()
  const rows: { id: number; total: number; upcoming: number }[] = await db
    .from('events')
    .whereIn(column, ids)
    .where('is_published', true)
    .groupBy(column)
    .select(
      db.raw('?? AS id', [column]),
      db.raw('count(*)::int AS total'),
      db.raw('count(*) FILTER (WHERE end_date > ?)::int AS upcoming', [now.toJSDate()])
    )
  return new Map(rows.map((row) => [row.id, { totalEvents: Number(row.total), upcomingEvents: Number(row.upcoming) }]))
}
