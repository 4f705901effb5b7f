/*
 * Venue booking requests (SPEC §3 venue_bookings): an organizer asks a venue for a day by choosing it
 * for an event; the venue's operator confirms or rejects with a message. Pure rules and the API's answer shapes,
 * shared by the API (api/services/bookings/) and the back office (resources/venue-bookings/,
 * pages/venue-dashboard/). No framework imports.
 */

export const VENUE_BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const
export type VenueBookingStatus = (typeof VENUE_BOOKING_STATUSES)[number]

/** What an operator may answer. */
export const VENUE_BOOKING_ANSWERS = ['confirmed', 'rejected'] as const
export type VenueBookingAnswer = (typeof VENUE_BOOKING_ANSWERS)[number]

/** Requests that hold a day: two of these for one venue and day are a conflict the operator must see. */
export const DAY_HOLDING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly VenueBookingStatus[]

export const ANSWER_MESSAGE_MAX_LENGTH = 1000

export function holdsDay(status: VenueBookingStatus): boolean {
  return (DAY_HOLDING_STATUSES as readonly string[]).includes(status)
}

/**
 * Why an answer cannot be given to a request in this status, or null when it can: a request the organizer
 * withdrew (cancelled: another venue or date chosen, the event cancelled) is closed; giving the answer it already
 * has would only send the organizer the same mail again. A confirmation may still be withdrawn (rejected, with a
 * message) and a rejection reconsidered while the day is free.
 */
export function answerRefusal(current: VenueBookingStatus, answer: VenueBookingAnswer): 'withdrawn' | 'alreadyAnswered' | null {
  if (current === 'cancelled') return 'withdrawn'
  if (current === answer) return 'alreadyAnswered'
  return null
}

/** Today (or `now`'s day) in Suriname as a calendar day 'YYYY-MM-DD': the list starts there, the dashboard counts from it. */
export function surinameDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Paramaribo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** A booking's day ('YYYY-MM-DD', a calendar date) as an instant at noon in Suriname, so the date formatters of format.ts show that same day. */
export function bookingDayInstant(day: string): Date {
  return new Date(`${day}T12:00:00-03:00`)
}

/** Someone on a booking, as its venue operator sees them: a name to show and how to reach them. */
export interface BookingPerson {
  id: number
  name: string
  email: string | null
  phone: string | null
}

/** Another request holding the same venue and day. */
export interface BookingConflict {
  id: number
  status: VenueBookingStatus
  eventTitle: string | null
  organizerName: string | null
}

/** A booking request as GET /api/venue-bookings and GET /api/venue-bookings/{id} give it. */
export interface VenueBookingRecord {
  id: number
  venueId: number
  venueName: string
  /** The venue's owner (the back office's canAccess reads `ownerId` as the venue scope's owner). */
  ownerId: number
  /** The organizer whose request it is (the event's organizer, else whoever asked). */
  organizerId: number | null
  bookingDate: string
  status: VenueBookingStatus
  notes: string | null
  answerMessage: string | null
  answeredAt: string | null
  createdAt: string
  event: { id: number; title: string; startDate: string | null; endDate: string | null; isPublished: boolean } | null
  organizer: BookingPerson | null
  requestedBy: BookingPerson | null
  /** How many other requests hold the same venue and day (pending or confirmed). */
  conflictCount: number
  /** Those requests; empty for an organizer, who sees only the count of other organizers' requests. */
  conflicts: BookingConflict[]
}

/** The figures of one venue as its public page shows them (GET /api/venues/{id} statistics, the reviews summary). */
export interface VenueFigures {
  totalEvents: number
  upcomingEvents: number
  totalReviews: number
  /** Average of the shown reviews to one decimal; 0 without reviews. */
  averageRating: number
  followers: number
  pendingBookings: number
}

export interface OperatorVenueStats extends VenueFigures {
  id: number
  name: string
  district: string | null
  isApproved: boolean
  isActive: boolean
  image: string | null
}

/** A review of one of the operator's venues, with its moderation state. */
export interface ManagedReview {
  id: number
  venueId: number
  venueName: string
  rating: number
  comment: string | null
  reviewerName: string
  isVerified: boolean
  isAnonymous: boolean
  isGuest: boolean
  reviewStatus: 'pending' | 'approved' | 'rejected' | 'hidden'
  respondedAt: string | null
  createdAt: string
  /** Whether the public venue page shows it (approved, handled, rated at least reviewDisplayMinRating). */
  isShown: boolean
}

/** GET /api/venues/owner/{id}/stats: the venue dashboard. */
export interface VenueOperatorStats {
  venues: OperatorVenueStats[]
  totals: Omit<VenueFigures, 'averageRating'> & { venues: number }
  /** The soonest requests still waiting for an answer (today or later). */
  pendingBookings: VenueBookingRecord[]
  latestReviews: ManagedReview[]
}

/** The roles that run a venue on the platform and answer its booking requests. */
export const VENUE_OPERATOR_ROLES = ['venue_operator', 'venue_owner'] as const

/** Why an event cannot be published yet: its venue's operator has not confirmed (or has rejected) the day. */
export const PUBLISH_BLOCKED_REASONS = ['venueBookingPending', 'venueBookingRejected'] as const
export type PublishBlockedReason = (typeof PUBLISH_BLOCKED_REASONS)[number]

export interface PublishVenueInput {
  organizerId: number
  venueId: number | null
  /** The venue's owner and their role (null: no venue, or nobody runs it). */
  venueOwnerId: number | null
  venueOwnerRole: string | null
  /** The event's newest booking request (any venue), or null when none was made. */
  booking: { venueId: number; status: VenueBookingStatus } | null
}

/**
 * A venue run on the platform by someone else (an operator who is not the organizer) must confirm the day before
 * the event goes public; the organizer's own venue, or one without an operator, needs no confirmation.
 */
export function venueNeedsConfirmation(input: Pick<PublishVenueInput, 'organizerId' | 'venueOwnerId' | 'venueOwnerRole'>): boolean {
  if (input.venueOwnerId === null || input.venueOwnerId === input.organizerId) return false
  return (VENUE_OPERATOR_ROLES as readonly string[]).includes(input.venueOwnerRole ?? '')
}

/** What keeps the event from being published by its venue, or null when the venue does not (SPEC §4 organizers). */
export function publishBlockedReason(input: PublishVenueInput): PublishBlockedReason | null {
  if (input.venueId === null || !venueNeedsConfirmation(input)) return null
  const booking = input.booking && input.booking.venueId === input.venueId ? input.booking : null
  if (booking?.status === 'confirmed') return null
  return booking?.status === 'rejected' ? 'venueBookingRejected' : 'venueBookingPending'
}
