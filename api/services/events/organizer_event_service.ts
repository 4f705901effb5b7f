/*
 * An organizer's events: drafts saved after each wizard step, edits, publish, unpublish and
 * cancel, for the organizer, their managers and admins (api/policies/events_policy.ts). Every write runs in a
 * transaction that locks the event row first, so two saves of one event (and the venue capacity check over
 * its ticket types) happen one after the other. The public catalogue follows at once: Event saves empty its
 * caches (catalogue_cache.ts hooks), also when the transaction commits.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Event from '#models/event'
import Venue from '#models/venue'
import TicketType from '#models/ticket_type'
import VenueBooking from '#models/venue_booking'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { authorizeEvent } from '#policies/events_policy'
import { authorizeOrganizer } from '#policies/organizer_policy'
import { organizerFilter } from '#policies/resource_policy'
import { employerOrganizerId } from '#domain/resource_access'
import { normalizeRole } from '#domain/access'
import {
  capacityProblems,
  eventDateProblems,
  eventStatus,
  publishProblems,
  type EventRuleProblem,
  type EventStatus,
} from '#domain/event_status'
import type { ImageVariants } from '#models/venue'
import type { VenueBookingStatus } from '#enums/statuses'
import { refuseProblems } from '#services/events/event_rules'
import { notifyBuyersOfCancellation } from '#services/events/event_cancellation'
import { cancellationRefundsOf, queueCancellationRefunds } from '#services/events/cancellation_refunds'
import type { CancellationRefunds } from '#domain/cancellation_refunds'
import { tellOrganizerOfUnpublish } from '#services/events/event_unpublished_mail'
import { recordChange } from '#services/audit/audit_service'
import { fieldError } from '#services/accounts/auth_service'
import { heldByOthers } from '#services/tickets/stock'
import { imageVariantsFor, recordImageUsage } from '#services/uploads/upload_service'
import { likePattern } from '#services/catalogue/text_search'
import { eventDateWindow, isEmptyWindow } from '#domain/event_date_filter'
import type { PublishBlockedReason } from '#domain/venue_bookings'
import { assertVenueLetsPublish, publishBlocksOf, takeOffSite } from '#services/events/venue_publish_rule'
import { recordEventEvent } from '#services/webhooks/webhook_events'

export interface EventInput {
  title?: string
  description?: string | null
  category?: string | null
  startDate?: string | null
  endDate?: string | null
  venueId?: number | null
  images?: string[]
  imageVariants?: ImageVariants
  wizardStep?: number
  /** Whether holders may resell this event's tickets on Ticketswitch (default on). */
  ticketswitchEnabled?: boolean
  /** How often one bought ticket may be passed on to a friend (0 = not at all; domain/ticket_transfer.ts). */
  maxTransfersPerTicket?: number
  buyerCancellationAllowed?: boolean
  buyerCancellationHoursBefore?: number
  buyerCancellationKeepPercent?: number
  /** The automatic reminder to the buyers (api/services/attendee_messages/reminder_service.ts). */
  reminderEnabled?: boolean
  reminderHoursBefore?: number
  /** How long a waiting-list offer holds its seats (docs/buying.md#waiting-list). */
  waitingListOfferMinutes?: number
  /** Admins only: whose event a new one is (everyone else creates for the organizer they work for). */
  organizerId?: number
}

/** One of an organizer's events with what the list and the edit screen show. */
export interface OrganizerEventView {
  event: Event
  status: EventStatus
  ticketTypes: { ticketType: TicketType; held: number }[]
  booking: VenueBooking | null
  /** A cancelled event's refunds (null while not cancelled). */
  cancellationRefunds: CancellationRefunds | null
  /** Why the venue keeps it from being published (null: it does not). */
  publishBlockedReason: PublishBlockedReason | null
}

const LIVE_BOOKING_STATUSES: VenueBookingStatus[] = ['pending', 'confirmed']

function instant(value: string | null | undefined): DateTime | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  const parsed = DateTime.fromISO(value, { setZone: true })
  if (!parsed.isValid) throw new DomainError('INVALID_DATE_TIME')
  return parsed
}

/** A venue may be chosen when approved, active and not deleted (what the public venue list shows). */
async function bookableVenue(venueId: number, trx: TransactionClientContract): Promise<Venue> {
  const venue = await Venue.query({ client: trx }).where('id', venueId).first()
  if (!venue?.isPublic) refuseProblems([{ field: 'venueId', code: 'venueNotBookable' }])
  return venue!
}

async function ticketTypesOf(eventId: number, trx?: TransactionClientContract): Promise<TicketType[]> {
  return TicketType.query(trx ? { client: trx } : {})
    .where('event_id', eventId)
    .orderBy('sort_order')
    .orderBy('id')
}

/** The seats of every ticket type together against the venue's capacity, with one type's new maxQuantity in place. */
export async function checkVenueCapacity(
  event: Event,
  trx: TransactionClientContract,
  change: { ticketTypeId: number | null; maxQuantity: number } | null = null
): Promise<void> {
  // A new event has no ticket types yet.
  if (!event.venueId || !event.$isPersisted) return
  const venue = await Venue.query({ client: trx }).where('id', event.venueId).first()
  const types = await ticketTypesOf(event.id, trx)
  let total = types.filter((type) => type.id !== change?.ticketTypeId).reduce((sum, type) => sum + type.maxQuantity, 0)
  if (change) total += change.maxQuantity
  refuseProblems(capacityProblems(total, venue ? { name: venue.name, maxCapacity: venue.maxCapacity } : null))
}

/** The sale of every ticket type must end by the event's end (checked again when the event's end moves). */
function saleEndProblems(types: TicketType[], end: DateTime | null): EventRuleProblem[] {
  if (!end) return []
  return types.some((type) => type.saleEndDate && type.saleEndDate > end) ? [{ field: 'endDate', code: 'saleEndAfterEvent' }] : []
}

/**
 * Choosing a venue asks it for the event's date: one live (pending or confirmed) booking per event. A new
 * venue or date cancels the old request and makes a new pending one; no venue or no date yet, no request.
 */
async function syncVenueBooking(event: Event, requestedBy: number, trx: TransactionClientContract): Promise<void> {
  const bookingDate = event.startDate ? event.startDate.setZone('America/Paramaribo').startOf('day') : null
  const live = await VenueBooking.query({ client: trx }).where('event_id', event.id).whereIn('status', LIVE_BOOKING_STATUSES).forUpdate()
  const current = live.find((b) => b.venueId === event.venueId && bookingDate && b.bookingDate.toISODate() === bookingDate.toISODate())
  for (const booking of live) {
    if (booking === current) continue
    booking.useTransaction(trx)
    booking.status = 'cancelled'
    await booking.save()
  }
  if (current || !event.venueId || !bookingDate) return
  await VenueBooking.create({ venueId: event.venueId, eventId: event.id, requestedBy, bookingDate, status: 'pending' }, { client: trx })
}

function applyInput(event: Event, input: EventInput) {
  if (input.title !== undefined) event.title = input.title
  if (input.description !== undefined) event.description = input.description || null
  if (input.category !== undefined) event.category = input.category || null
  const start = instant(input.startDate)
  const end = instant(input.endDate)
  // Undated drafts keep null in the database (migration 0058); the model's type speaks for published events.
  if (start !== undefined) event.startDate = start as DateTime
  if (end !== undefined) event.endDate = end as DateTime
  if (input.venueId !== undefined) event.venueId = input.venueId
  if (input.images !== undefined) event.images = input.images
  if (input.ticketswitchEnabled !== undefined) event.ticketswitchEnabled = input.ticketswitchEnabled
  if (input.maxTransfersPerTicket !== undefined) event.maxTransfersPerTicket = input.maxTransfersPerTicket
  if (input.buyerCancellationAllowed !== undefined) event.buyerCancellationAllowed = input.buyerCancellationAllowed
  if (input.buyerCancellationHoursBefore !== undefined) event.buyerCancellationHoursBefore = input.buyerCancellationHoursBefore
  if (input.buyerCancellationKeepPercent !== undefined) event.buyerCancellationKeepPercent = input.buyerCancellationKeepPercent.toFixed(2)
  if (input.reminderEnabled !== undefined) event.reminderEnabled = input.reminderEnabled
  if (input.reminderHoursBefore !== undefined) event.reminderHoursBefore = input.reminderHoursBefore
  if (input.waitingListOfferMinutes !== undefined) event.waitingListOfferMinutes = input.waitingListOfferMinutes
  // The step only moves forward: editing step 1 again does not make the wizard forget steps 2 and 3.
  if (input.wizardStep !== undefined) event.wizardStep = Math.max(event.wizardStep ?? 0, input.wizardStep)
}

/** Every rule an event's own fields must meet, and a published event must stay complete. */
async function checkEvent(event: Event, trx: TransactionClientContract, venueChanged: boolean) {
  const problems = eventDateProblems(event.startDate?.toJSDate(), event.endDate?.toJSDate())
  if (venueChanged && event.venueId) await bookableVenue(event.venueId, trx)
  const types = event.$isPersisted ? await ticketTypesOf(event.id, trx) : []
  problems.push(...saleEndProblems(types, event.endDate))
  refuseProblems(problems)
  // Tickets, My tickets, PDFs and order pages show the event's date: once anything is sold it keeps one.
  if ((!event.startDate || !event.endDate) && types.some((type) => type.quantitySold > 0)) {
    throw new DomainError('EVENT_DATES_KEPT_AFTER_SALES')
  }
  if (event.isPublished) await checkPublishable(event, types, trx)
  if (venueChanged) await checkVenueCapacity(event, trx)
}

async function checkPublishable(event: Event, types: TicketType[], trx: TransactionClientContract) {
  refuseProblems(
    publishProblems({
      title: event.title,
      category: event.category,
      startDate: event.startDate?.toJSDate(),
      endDate: event.endDate?.toJSDate(),
      venueId: event.venueId,
      activeTicketTypes: types.filter((type) => type.isActive).length,
    }),
    'EVENT_INCOMPLETE'
  )
  if (event.venueId) await bookableVenue(event.venueId, trx)
}

function assertNotCancelled(event: Event) {
  if (event.cancelledAt) throw new DomainError('EVENT_CANCELLED')
}

/** The 422 text when a platform's unpublish comes without a reason. */
export const UNPUBLISH_REASON_REQUIRED = text('EVENT_UNPUBLISH_REASON_REQUIRED')

/** Admins and sub-admins act on every organizer's events as the platform (moderation), not as their team. */
function isPlatformStaff(viewer: User): boolean {
  return normalizeRole(viewer.role) === 'admin'
}

/** Whose a new event is: the organizer the person works for; an admin names one. */
function newEventOrganizer(viewer: User, input: EventInput): number {
  if (isPlatformStaff(viewer)) {
    if (!input.organizerId) throw new DomainError('EVENT_ORGANIZER_REQUIRED')
    return input.organizerId
  }
  const organizerId = employerOrganizerId(viewer)
  if (organizerId === null) throw new DomainError('FORBIDDEN')
  return organizerId
}

/** POST /api/events: a draft from the wizard's first step (or a whole event at once). */
export async function createEvent(viewer: User, input: EventInput): Promise<OrganizerEventView> {
  const organizerId = newEventOrganizer(viewer, input)
  authorizeOrganizer(viewer, 'events', 'create', organizerId)
  const id = await db.transaction(async (trx) => {
    const event = new Event()
    event.useTransaction(trx)
    event.merge({ organizerId, isPublished: false, images: [], imageVariants: {}, wizardStep: 0 })
    applyInput(event, input)
    if (input.images !== undefined) event.imageVariants = await imageVariantsFor(input.images, input.imageVariants)
    await checkEvent(event, trx, true)
    await event.save()
    await syncVenueBooking(event, viewer.id, trx)
    return event.id
  })
  if (input.images !== undefined) await recordImageUsage('event', id, 'images', input.images)
  return getOrganizerEvent(viewer, id)
}

/** PUT /api/events/{id}: a later wizard step or an edit; a published event must stay complete. */
export async function updateEvent(viewer: User, id: number | null, input: EventInput): Promise<OrganizerEventView> {
  await db.transaction(async (trx) => {
    const event = await authorizeEvent(viewer, id, 'edit', trx)
    assertNotCancelled(event)
    applyInput(event, input)
    if (input.images !== undefined) event.imageVariants = await imageVariantsFor(input.images, input.imageVariants)
    const venueChanged = 'venueId' in event.$dirty
    const bookingChanged = venueChanged || 'startDate' in event.$dirty
    await checkEvent(event, trx, venueChanged)
    await event.save()
    if (bookingChanged) await syncVenueBooking(event, viewer.id, trx)
  })
  if (input.images !== undefined) await recordImageUsage('event', id!, 'images', input.images)
  return getOrganizerEvent(viewer, id)
}

/** An event an admin took offline stays offline until an admin publishes it again: the organizer cannot undo moderation. */
async function assertNotHeldByPlatform(viewer: User, event: Event, trx: TransactionClientContract): Promise<void> {
  if (isPlatformStaff(viewer) || event.isPublished || event.unpublishedBy === null) return
  const by = await trx.from('users').where('id', event.unpublishedBy).select('role').first()
  if (by && normalizeRole(by.role) === 'admin') throw new DomainError('EVENT_HELD_BY_PLATFORM')
}

/** POST /api/events/{id}/publish: complete events whose venue let them (confirmed the day, if someone else runs it); on /events at once. */
export async function publishEvent(viewer: User, id: number | null): Promise<OrganizerEventView> {
  await db.transaction(async (trx) => {
    const event = await authorizeEvent(viewer, id, 'publish', trx)
    assertNotCancelled(event)
    await assertNotHeldByPlatform(viewer, event, trx)
    await checkPublishable(event, await ticketTypesOf(event.id, trx), trx)
    await checkVenueCapacity(event, trx)
    await assertVenueLetsPublish(event, trx)
    // Published again: an earlier unpublish and its reason no longer apply (the audit history keeps them).
    const wasPublished = event.isPublished
    event.merge({ isPublished: true, wizardStep: 4, unpublishedAt: null, unpublishedBy: null, unpublishReason: null })
    await event.save()
    // Publishing a published event again changes nothing worth a line.
    if (!wasPublished) {
      await recordChange(trx, {
        actorId: viewer.id,
        entityType: 'event',
        entityId: event.id,
        action: 'publish',
        before: { isPublished: false },
        after: { isPublished: true },
      })
      await recordEventEvent(trx, 'event.published', event)
    }
  })
  return getOrganizerEvent(viewer, id)
}

/**
 * POST /api/events/{id}/unpublish: off /events and off sale at once; sold tickets stay valid. An admin (or sub-admin)
 * takes an organizer's event offline only with a reason: it is stored on the event and in the audit
 * history, and the organizer gets it by e-mail (outbox, sent once this commits). An event that is not published
 * stays as it is (nothing to tell).
 */
export async function unpublishEvent(viewer: User, id: number | null, reason: string | null = null): Promise<OrganizerEventView> {
  const byPlatform = isPlatformStaff(viewer)
  await db.transaction(async (trx) => {
    const event = await authorizeEvent(viewer, id, 'unpublish', trx)
    assertNotCancelled(event)
    if (byPlatform && !reason) throw fieldError('reason', 'EVENT_UNPUBLISH_REASON_REQUIRED')
    if (!event.isPublished) return
    await takeOffSite(event, viewer.id, trx, { reason, reasonShown: reason })
    if (byPlatform) await tellOrganizerOfUnpublish(event, reason!, trx)
  })
  return getOrganizerEvent(viewer, id)
}

/**
 * POST /api/events/{id}/cancel: off sale and off /events for good, holds released, tickets no longer valid, every
 * buyer told by their contact method (outbox, in the order's language) once it commits, and the paid orders refunded
 * by the job queued then (those without a provider or counter to pay back marked refundRequired).
 */
export async function cancelEvent(viewer: User, id: number | null): Promise<OrganizerEventView & { ordersToRefund: number }> {
  let cancelledNow = false
  const ordersToRefund = await db.transaction(async (trx) => {
    const event = await authorizeEvent(viewer, id, 'cancel', trx)
    if (event.cancelledAt) return 0
    cancelledNow = true
    const before = { isPublished: event.isPublished, cancelledAt: null }
    event.isPublished = false
    event.cancelledAt = DateTime.now()
    event.cancelledBy = viewer.id
    await event.save()
    await recordChange(trx, {
      actorId: viewer.id,
      entityType: 'event',
      entityId: event.id,
      action: 'cancel',
      before,
      after: { isPublished: false, cancelledAt: event.cancelledAt.toISO() },
    })
    await recordEventEvent(trx, 'event.cancelled', event)
    // The ticket types' locks queue this behind any sale in progress; no hold or sale can follow (not published).
    await trx.rawQuery('SELECT id FROM ticket_types WHERE event_id = ? ORDER BY id FOR NO KEY UPDATE', [event.id])
    await trx
      .from('ticket_reservations')
      .whereIn('ticket_type_id', trx.from('ticket_types').where('event_id', event.id).select('id'))
      .where('is_active', true)
      .update({ is_active: false, updated_at: new Date() })
    // The buyers are told their tickets are no longer valid; the scanner and My tickets read is_valid.
    await trx.from('tickets').where('event_id', event.id).where('is_valid', true).update({ is_valid: false, updated_at: new Date() })
    await trx
      .from('venue_bookings')
      .where('event_id', event.id)
      .whereIn('status', LIVE_BOOKING_STATUSES)
      .update({ status: 'cancelled', updated_at: new Date() })
    return notifyBuyersOfCancellation(event, trx)
  })
  if (cancelledNow && id !== null) await queueCancellationRefunds(id)
  return { ...(await getOrganizerEvent(viewer, id)), ordersToRefund }
}

/** GET /api/events/{id}/manage: the event as its organizer edits it, drafts included, with every ticket type. */
export async function getOrganizerEvent(viewer: User, id: number | null): Promise<OrganizerEventView> {
  const event = await authorizeEvent(viewer, id, 'show')
  await event.load('venue')
  const types = await ticketTypesOf(event.id)
  const held =
    types.length > 0
      ? await db.transaction((trx) =>
          heldByOthers(
            types.map((type) => type.id),
            null,
            trx
          )
        )
      : new Map()
  const booking = await liveBookings([event.id])
  const blocks = await publishBlocksOf([event], booking)
  return {
    event,
    status: eventStatus(event),
    ticketTypes: types.map((ticketType) => ({ ticketType, held: held.get(ticketType.id) ?? 0 })),
    booking: booking.get(event.id) ?? null,
    cancellationRefunds: event.cancelledAt ? await cancellationRefundsOf(event.id) : null,
    publishBlockedReason: blocks.get(event.id) ?? null,
  }
}

/** The newest booking request per event (cancelled ones only when nothing newer is live). */
async function liveBookings(eventIds: number[]): Promise<Map<number, VenueBooking>> {
  if (eventIds.length === 0) return new Map()
  const rows = await VenueBooking.query().whereIn('event_id', eventIds).orderBy('id', 'desc')
  const byEvent = new Map<number, VenueBooking>()
  for (const row of rows) {
    const seen = byEvent.get(row.eventId!)
    if (!seen || (seen.status === 'cancelled' && row.status !== 'cancelled')) byEvent.set(row.eventId!, row)
  }
  return byEvent
}

export interface OrganizerEventRow {
  event: Event
  status: EventStatus
  sold: number
  capacity: number
  /** Its orders of any status (the orders page opens on an event that has some). */
  orderCount: number
  booking: VenueBooking | null
  publishBlockedReason: PublishBlockedReason | null
  /** The admin's list names whose event it is. */
  organizerName?: string
}

/** GET /api/events/organizer/{organizerId}: every event of the organizer, drafts too, newest first. */
export async function listOrganizerEvents(viewer: User, organizerId: number | null, status?: EventStatus): Promise<OrganizerEventRow[]> {
  if (organizerId === null || !(await db.from('users').where('id', organizerId).select('id').first())) {
    throw new DomainError('ORGANIZER_NOT_FOUND')
  }
  authorizeOrganizer(viewer, 'events', 'list', organizerId)
  return withBookings(await eventsQuery(organizerId, status).orderBy('created_at', 'desc').orderBy('id', 'desc'))
}

export const ADMIN_EVENT_SORTS = ['createdAt', 'startDate', 'title'] as const
export type AdminEventSort = (typeof ADMIN_EVENT_SORTS)[number]

const ADMIN_SORT_COLUMNS: Record<AdminEventSort, string> = {
  createdAt: 'events.created_at',
  startDate: 'events.start_date',
  title: 'lower(events.title)',
}

export interface AdminEventFilter {
  /** Part of the title. */
  q?: string
  organizerId?: number
  status?: EventStatus
  /** Suriname calendar dates, both included: events running at any moment between them (domain/event_date_filter.ts). */
  from?: string
  to?: string
}

export interface AdminEventQuery {
  page: number
  perPage: number
  sort: AdminEventSort
  order: 'asc' | 'desc'
  filter: AdminEventFilter
}

/**
 * GET /api/admin/events: the events the person may list (an admin every organizer's), filtered by organizer, status,
 * dates and title, a page at a time, with whose event each is.
 */
export async function listVisibleEvents(viewer: User, query: AdminEventQuery): Promise<{ rows: OrganizerEventRow[]; total: number }> {
  const { filter } = query
  const events = eventsQuery(organizerFilter(viewer, 'events') ?? filter.organizerId ?? null, filter.status).preload('organizer')
  if (filter.q?.trim()) events.whereRaw('lower(events.title) LIKE ?', [likePattern(filter.q.trim())])
  const window = eventDateWindow({ from: filter.from, to: filter.to }, new Date())
  if (window && isEmptyWindow(window)) events.whereRaw('false')
  else if (window) {
    if (window.end) events.where('events.start_date', '<', window.end)
    if (window.start) events.where('events.end_date', '>', window.start)
  }
  const page = await events
    .orderByRaw(`${ADMIN_SORT_COLUMNS[query.sort]} ${query.order} NULLS LAST`)
    .orderBy('events.id', query.order)
    .paginate(query.page, query.perPage)
  const rows = await withBookings(page.all())
  return { rows: rows.map((row) => ({ ...row, organizerName: row.event.organizer?.displayName })), total: page.total }
}

/** Events with what the lists show: sold and capacity over their ticket types. */
function eventsQuery(organizerId: number | null, status?: EventStatus) {
  const query = Event.query()
    .if(organizerId !== null, (q) => q.where('organizer_id', organizerId!))
    .preload('venue')
    .select('events.*')
    .select(
      db.raw('(SELECT coalesce(sum(quantity_sold), 0)::int FROM ticket_types t WHERE t.event_id = events.id) AS sold'),
      db.raw('(SELECT coalesce(sum(max_quantity), 0)::int FROM ticket_types t WHERE t.event_id = events.id) AS capacity'),
      db.raw('(SELECT count(*)::int FROM orders o WHERE o.event_id = events.id) AS order_count')
    )
  if (status === 'cancelled') query.whereNotNull('cancelled_at')
  if (status === 'published') query.where('is_published', true)
  if (status === 'draft') query.where('is_published', false).whereNull('cancelled_at')
  return query
}

async function withBookings(events: Event[]): Promise<OrganizerEventRow[]> {
  const bookings = await liveBookings(events.map((event) => event.id))
  const blocks = await publishBlocksOf(events, bookings)
  return events.map((event) => ({
    event,
    status: eventStatus(event),
    sold: Number(event.$extras.sold ?? 0),
    capacity: Number(event.$extras.capacity ?? 0),
    orderCount: Number(event.$extras.order_count ?? 0),
    booking: bookings.get(event.id) ?? null,
    publishBlockedReason: blocks.get(event.id) ?? null,
  }))
}
