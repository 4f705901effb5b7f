/*
 * Who may review what without an invitation (the rule in words is in domain/reviews.ts):
 * - an event: a holder of a ticket of a paid or free order (no refund owed) for it, once it has started;
 * - a venue: a holder of such a ticket for one of its events that has started ("attended");
 * - an organizer: only a venue operator whose venue hosts or hosted one of its events (SPEC §2's panel, §6 "Only
 *   venue_operator users see the organizer review panel"); a ticket holder of another role may not;
 * - never one's own event, venue or organization.
 * isVerified: one of those tickets was checked in. A ticket is the person's when its order was placed from their
 * account, or with their e-mail address once that address is verified.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Event from '#models/event'
import Venue from '#models/venue'
import { employerOrganizerId } from '#domain/resource_access'
import { HOLDING_ORDER_STATUSES, type IneligibleReason, type ReviewTypeName } from '#domain/reviews'
import { VENUE_OPERATOR_ROLES } from '#domain/venue_bookings'

export interface ReviewTarget {
  reviewType: ReviewTypeName
  targetId: number
}

/** The reviewed record: a published event, a venue that is not deleted, an organizer account. */
export interface ResolvedTarget extends ReviewTarget {
  name: string
  /** Whose it is: the organizer (events, organizers) or the venue's operator. */
  organizerId: number | null
  venueOwnerId: number | null
  /** Events: when it starts and ends. */
  startDate: DateTime | null
}

export type Eligibility = { mayReview: true; isVerified: boolean } | { mayReview: false; reason: IneligibleReason }

const OPERATOR_ROLES: readonly string[] = VENUE_OPERATOR_ROLES

export async function resolveTarget(target: ReviewTarget, client: QueryClientContract = db.connection()): Promise<ResolvedTarget | null> {
  const { reviewType, targetId } = target
  if (reviewType === 'event') {
    const event = await Event.query({ client }).where('id', targetId).where('is_published', true).first()
    if (!event) return null
    return { ...target, name: event.title, organizerId: event.organizerId, venueOwnerId: null, startDate: event.startDate }
  }
  if (reviewType === 'venue') {
    const venue = await Venue.query({ client }).where('id', targetId).whereNull('deleted_at').first()
    if (!venue) return null
    return { ...target, name: venue.name, organizerId: null, venueOwnerId: venue.ownerId, startDate: null }
  }
  const organizer = await client.from('users').where('id', targetId).where('role', 'organizer').first()
  if (!organizer) return null
  const name = organizer.organization_name?.trim() || [organizer.first_name, organizer.last_name].filter(Boolean).join(' ').trim()
  return { ...target, name: name || `#${organizer.id}`, organizerId: organizer.id, venueOwnerId: null, startDate: null }
}

/** Whether this is the person's own event, venue or organization (never reviewed by themselves). */
function isOwnTarget(viewer: User, target: ResolvedTarget): boolean {
  if (target.venueOwnerId !== null) return target.venueOwnerId === viewer.id
  return target.organizerId !== null && employerOrganizerId(viewer) === target.organizerId
}

/**
 * The person's held tickets for started events of the target: how many and whether one was checked in.
 * `startedBefore` is now (an event counts once it started).
 */
async function heldTickets(viewer: User, target: ResolvedTarget, now: DateTime, client: QueryClientContract) {
  const query = client
    .from('tickets as t')
    .join('orders as o', 'o.id', 't.order_id')
    .join('events as e', 'e.id', 'o.event_id')
    .whereIn('o.status', [...HOLDING_ORDER_STATUSES])
    .where('o.refund_required', false)
    .where('e.start_date', '<=', now.toJSDate())
    // The account's own orders (bought signed in or claimed: ticket_details.ts whereOrderOfBuyer), not any order that
    // carries its address; a guest reviews through the invitation link instead.
    .where('o.buyer_user_id', viewer.id)
  if (target.reviewType === 'event') query.where('e.id', target.targetId)
  else if (target.reviewType === 'venue') query.where('e.venue_id', target.targetId)
  else query.where('e.organizer_id', target.targetId)
  const row = await query.select(db.raw('count(*)::int AS held'), db.raw('bool_or(t.is_checked_in) AS checked_in')).first()
  return { held: Number(row?.held ?? 0), checkedIn: row?.checked_in === true }
}

/** A venue operator whose venue hosts or hosted one of this organizer's events (SPEC §2's organizer review panel). */
async function operatorHostedOrganizer(viewer: User, organizerId: number, client: QueryClientContract): Promise<boolean> {
  if (!OPERATOR_ROLES.includes(viewer.role)) return false
  const row = await client
    .from('events as e')
    .join('venues as v', 'v.id', 'e.venue_id')
    .where('v.owner_id', viewer.id)
    .where('e.organizer_id', organizerId)
    .select('e.id')
    .first()
  return !!row
}

/** Whether the person already reviewed this target (one review per person per target, refused the second time). */
export async function hasReviewed(
  reviewerId: number,
  target: ReviewTarget,
  client: QueryClientContract = db.connection()
): Promise<boolean> {
  const column = { event: 'event_id', venue: 'venue_id', organizer: 'organizer_id' }[target.reviewType]
  const row = await client
    .from('reviews')
    .where('reviewer_id', reviewerId)
    .where('review_type', target.reviewType)
    .where(column, target.targetId)
    .select('id')
    .first()
  return !!row
}

/** May this signed-in person review the target now (without an invitation)? */
export async function eligibility(
  viewer: User,
  target: ResolvedTarget,
  now: DateTime = DateTime.now(),
  client: QueryClientContract = db.connection()
): Promise<Eligibility> {
  if (isOwnTarget(viewer, target)) return { mayReview: false, reason: 'own_target' }
  if (await hasReviewed(viewer.id, target, client)) return { mayReview: false, reason: 'already_reviewed' }
  if (target.reviewType === 'organizer') {
    if (!OPERATOR_ROLES.includes(viewer.role)) return { mayReview: false, reason: 'venue_operators_only' }
    if (await operatorHostedOrganizer(viewer, target.targetId, client)) return { mayReview: true, isVerified: false }
    return { mayReview: false, reason: 'no_booking' }
  }
  const tickets = await heldTickets(viewer, target, now, client)
  if (tickets.held > 0) return { mayReview: true, isVerified: tickets.checkedIn }
  if (target.reviewType === 'event') {
    const started = target.startDate !== null && target.startDate <= now
    if (!started) return { mayReview: false, reason: 'event_not_started' }
    return { mayReview: false, reason: 'no_ticket' }
  }
  return { mayReview: false, reason: 'not_attended' }
}

/** Whether a ticket of this order (the invitation's) for its event was checked in: an invited review's isVerified. */
export async function orderCheckedIn(orderId: number | null, client: QueryClientContract): Promise<boolean> {
  if (orderId === null) return false
  const row = await client.from('tickets').where('order_id', orderId).where('is_checked_in', true).select('id').first()
  return !!row
}
