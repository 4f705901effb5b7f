/*
 * Venue booking requests: the list a venue operator answers from (their venues), an organizer's team
 * reads (their events) and admins read (all); one request; the operator's answer.
 *
 * Two requests holding one venue and day (pending or confirmed, domain/venue_bookings.ts) are a conflict: each
 * booking carries the others. Answering locks every request of that venue and day (FOR UPDATE, in id order) before
 * it looks for another confirmation, so two confirmations of one day at once cannot both pass: the second waits,
 * then finds the first and is refused (409). The unique index of migration 0067 is the last word. A rejection takes
 * the event back to draft when it was public there (api/services/events/venue_publish_rule.ts).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { DateTime } from 'luxon'
import VenueBooking from '#models/venue_booking'
import Venue from '#models/venue'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { authorize, scopeOf } from '#policies/resource_policy'
import type { ListScope } from '#domain/resource_access'
import { formatWeekdayDate } from '#domain/format'
import {
  DAY_HOLDING_STATUSES,
  answerRefusal,
  bookingDayInstant,
  type VenueBookingAnswer,
  type VenueBookingStatus,
} from '#domain/venue_bookings'
import { queueBookingAnswerMails } from '#services/bookings/booking_answer_mail'
import { withdrawEventAfterRejection } from '#services/events/venue_publish_rule'
import { recordChange } from '#services/audit/audit_service'

export const VENUE_BOOKING_SORTS = ['bookingDate', 'createdAt', 'status', 'venueName'] as const
export type VenueBookingSort = (typeof VENUE_BOOKING_SORTS)[number]

const SORT_COLUMNS: Record<VenueBookingSort, string> = {
  bookingDate: 'b.booking_date',
  createdAt: 'b.created_at',
  status: 'b.status',
  venueName: 'v.name',
}

export interface VenueBookingFilter {
  venueId?: number
  /** The venues of this operator only (an admin reading one operator's dashboard). */
  ownerId?: number
  eventId?: number
  status?: VenueBookingStatus
  /** Calendar days 'YYYY-MM-DD', inclusive. */
  from?: string
  to?: string
  /** Only requests that share their venue and day with another live request. */
  conflicting?: boolean
}

export interface VenueBookingListQuery {
  page: number
  perPage: number
  sort: VenueBookingSort
  order: 'asc' | 'desc'
  filter: VenueBookingFilter
}

/** A booking (venue, event with its organizer, requester loaded) and the other requests holding its venue and day. */
export interface VenueBookingView {
  booking: VenueBooking
  conflicts: VenueBooking[]
  /** Organizers see how many others asked for their day, not who. */
  namesConflicts: boolean
}

/** Another live request for the same venue and day (SQL, for the filter). */
function whereConflicting(query: ReturnType<typeof db.from>) {
  return query.whereIn('b.status', [...DAY_HOLDING_STATUSES]).whereExists((other) =>
    other
      .from('venue_bookings as c')
      .whereRaw('c.venue_id = b.venue_id AND c.booking_date = b.booking_date AND c.id <> b.id')
      .whereIn('c.status', [...DAY_HOLDING_STATUSES])
  )
}

function matching(scope: ListScope, filter: VenueBookingFilter) {
  const query = db.from('venue_bookings as b').join('venues as v', 'v.id', 'b.venue_id').leftJoin('events as e', 'e.id', 'b.event_id')
  if (!scope.all) {
    const { venueOwnerId, organizerId } = scope.owner
    if (venueOwnerId !== undefined && venueOwnerId !== null) query.where('v.owner_id', venueOwnerId)
    else if (organizerId !== undefined && organizerId !== null) query.where('e.organizer_id', organizerId)
    else throw new DomainError('FORBIDDEN')
  }
  if (filter.venueId) query.where('b.venue_id', filter.venueId)
  if (filter.ownerId) query.where('v.owner_id', filter.ownerId)
  if (filter.eventId) query.where('b.event_id', filter.eventId)
  if (filter.status) query.where('b.status', filter.status)
  if (filter.from) query.where('b.booking_date', '>=', filter.from)
  if (filter.to) query.where('b.booking_date', '<=', filter.to)
  if (filter.conflicting) whereConflicting(query)
  return query
}

/**
 * An operator naming a venue must be its operator (403 otherwise, 404 for no such venue): they never get an
 * empty list that hides whether it is someone else's. An organizer's venueId only narrows their own requests.
 */
async function checkVenueFilter(viewer: User, scope: ListScope, venueId: number | undefined) {
  if (!venueId || scope.all || scope.owner.venueOwnerId === undefined) return
  const venue = await Venue.query().where('id', venueId).whereNull('deleted_at').first()
  if (!venue) throw new DomainError('VENUE_NOT_FOUND')
  authorize(viewer, 'venue-bookings', 'list', { venueOwnerId: venue.ownerId })
}

/** GET /api/venue-bookings: the requests the viewer may see, a page at a time. */
export async function listVenueBookings(viewer: User, query: VenueBookingListQuery): Promise<{ rows: VenueBookingView[]; total: number }> {
  const scope = scopeOf(viewer, 'venue-bookings')
  await checkVenueFilter(viewer, scope, query.filter.venueId)
  const [countRow, ids] = await Promise.all([
    matching(scope, query.filter).count('* as total').first(),
    matching(scope, query.filter)
      .select('b.id')
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      // A day's requests stay together and in the order they came in, on every page.
      .orderBy('b.booking_date', 'asc')
      .orderBy('b.id', 'asc')
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage),
  ])
  const rows = await bookingViews(
    ids.map((row: { id: number }) => row.id),
    namesConflicts(scope)
  )
  return { rows, total: Number(countRow?.total ?? 0) }
}

/** Operators and admins see who else asked for the day; an organizer's team only that someone did. */
function namesConflicts(scope: ListScope): boolean {
  return scope.all || (scope.owner.venueOwnerId !== undefined && scope.owner.venueOwnerId !== null)
}

/** GET /api/venue-bookings/{id}: the booking the policy let through. */
export async function venueBookingView(viewer: User, booking: VenueBooking): Promise<VenueBookingView> {
  const [view] = await bookingViews([booking.id], namesConflicts(scopeOf(viewer, 'venue-bookings', 'show')))
  return view
}

function preloadPeople(query: ModelQueryBuilderContract<typeof VenueBooking>) {
  return query
    .preload('venue')
    .preload('event', (event) => event.preload('organizer'))
    .preload('requester')
}

/** The bookings in the order of `ids`, each with the other live requests of its venue and day (one query for all). */
async function bookingViews(ids: number[], names: boolean): Promise<VenueBookingView[]> {
  if (ids.length === 0) return []
  const bookings = await preloadPeople(VenueBooking.query().whereIn('id', ids))
  const days = [...new Set(bookings.map(dayKey))].map((key) => key.split('|'))
  const holders = await preloadPeople(
    VenueBooking.query()
      .whereIn(['venue_id', 'booking_date'], days)
      .whereIn('status', [...DAY_HOLDING_STATUSES])
      .orderBy('id')
  )
  const byId = new Map(bookings.map((booking) => [booking.id, booking]))
  return ids.map((id) => {
    const booking = byId.get(id)!
    const conflicts = holders.filter((other) => other.id !== id && dayKey(other) === dayKey(booking))
    return { booking, conflicts, namesConflicts: names }
  })
}

function dayKey(booking: VenueBooking): string {
  return `${booking.venueId}|${booking.bookingDate.toISODate()}`
}

export interface BookingAnswerInput {
  status: VenueBookingAnswer
  message?: string
}

function isDayTakenViolation(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string }
  return pgError?.code === '23505' && pgError.constraint === 'venue_bookings_one_confirmed_per_day'
}

function dayTaken(day: string, taken: VenueBooking | null): DomainError {
  const date = formatWeekdayDate(bookingDayInstant(day))
  const details = taken ? { confirmedBookingId: taken.id } : {}
  return taken?.event?.title
    ? new DomainError('VENUE_BOOKING_DATE_TAKEN_BY_EVENT', { params: { date, event: taken.event.title }, details })
    : new DomainError('VENUE_BOOKING_DATE_TAKEN', { params: { date }, details })
}

/** The requests of one venue and day, locked in id order (every answer takes them in the same order: no deadlock between two). */
function lockDay(booking: VenueBooking, trx: TransactionClientContract) {
  return VenueBooking.query({ client: trx })
    .where('venue_id', booking.venueId)
    .where('booking_date', booking.bookingDate.toISODate()!)
    .orderBy('id')
    .forUpdate()
    .preload('event')
}

/**
 * PUT /api/venue-bookings/{id}: the operator confirms or rejects (with a message) a request the policy let them
 * answer; the organizer is told by e-mail through the outbox, sent once this commits.
 */
export async function answerVenueBooking(viewer: User, booking: VenueBooking, answer: BookingAnswerInput): Promise<VenueBookingView> {
  const day = booking.bookingDate.toISODate()!
  try {
    await db.transaction(async (trx) => {
      // The event before its bookings, the order every event save takes (a publish at this moment waits, or is seen).
      if (booking.eventId) await trx.rawQuery('SELECT id FROM events WHERE id = ? FOR NO KEY UPDATE', [booking.eventId])
      const sameDay = await lockDay(booking, trx)
      const current = sameDay.find((other) => other.id === booking.id)!
      const refusal = answerRefusal(current.status, answer.status)
      if (refusal === 'withdrawn') throw new DomainError('VENUE_BOOKING_WITHDRAWN')
      if (refusal === 'alreadyAnswered') {
        throw new DomainError(answer.status === 'confirmed' ? 'VENUE_BOOKING_ALREADY_CONFIRMED' : 'VENUE_BOOKING_ALREADY_REJECTED')
      }
      if (answer.status === 'confirmed') {
        const taken = sameDay.find((other) => other.id !== booking.id && other.status === 'confirmed')
        if (taken) throw dayTaken(day, taken)
      }
      const before = { status: current.status }
      current.useTransaction(trx)
      current.merge({ status: answer.status, answerMessage: answer.message || null, answeredAt: DateTime.now(), answeredBy: viewer.id })
      await current.save()
      await recordChange(trx, {
        actorId: viewer.id,
        entityType: 'venue_booking',
        entityId: current.id,
        action: answer.status === 'confirmed' ? 'approve' : 'reject',
        before,
        after: { status: current.status },
        reason: current.answerMessage,
      })
      const withdrawn = answer.status === 'rejected' ? await withdrawEventAfterRejection(current, viewer, trx) : null
      await queueBookingAnswerMails(current, trx, { backToDraft: withdrawn !== null })
    })
  } catch (error) {
    if (isDayTakenViolation(error)) throw dayTaken(day, null)
    throw error
  }
  const [view] = await bookingViews([booking.id], true)
  return view
}
