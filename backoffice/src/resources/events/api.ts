/*
 * The organizer's events API as the back office calls it (same origin, the session's bearer token). An error
 * keeps the API's Dutch message and its per-field messages, so forms show them next to the inputs.
 */
import { currentToken, storedUser } from '../../auth/browserSession'
import type { EventStatus } from '#domain/event_status'
import type { PublicTicketType } from '#domain/catalogue_types'
import type { CancellationRefunds } from '#domain/cancellation_refunds'
import type { PublishBlockedReason } from '#domain/venue_bookings'

export class ApiError extends Error {
  constructor(
    message: string,
    public status: number,
    public errors: Record<string, string[]> = {},
    public body: Record<string, unknown> = {}
  ) {
    super(message)
  }
}

/** A failure as a form shows it: the API's messages per field, and the whole message under '_'. */
export function formErrorsOf(caught: unknown): Record<string, string[]> {
  if (caught instanceof ApiError) return { ...caught.errors, _: [caught.message] }
  return { _: [caught instanceof Error ? caught.message : String(caught)] }
}

export async function apiJson<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = currentToken()
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) {
    const message = typeof json.message === 'string' ? json.message : response.statusText
    throw new ApiError(message, response.status, (json.errors as Record<string, string[]>) ?? {}, json)
  }
  return json as T
}

export interface VenueChoice {
  id: number
  name: string
  district: string | null
  maxCapacity: number | null
}

export interface BookingSummary {
  id: number
  venueId: number
  bookingDate: string
  status: 'pending' | 'confirmed' | 'rejected' | 'cancelled'
}

/** The public ticket type plus the version a save must carry (PUT /api/ticket-types/{id}). */
export type OrganizerTicketType = PublicTicketType & { version: number }

export interface OrganizerEvent {
  id: number
  organizerId: number
  venueId: number | null
  title: string
  description: string | null
  category: string | null
  startDate: string | null
  endDate: string | null
  images: string[]
  imageVariants: Record<string, Record<string, string>>
  isPublished: boolean
  cancelledAt: string | null
  wizardStep: number
  /** Holders may resell its tickets on Ticketswitch (on unless the organizer turned it off). */
  ticketswitchEnabled: boolean
  /** How often one bought ticket may be passed on to a friend (0 = not at all). */
  maxTransfersPerTicket: number
  /** Buyers may cancel their own order (domain/buyer_cancellation.ts): whether, until how many hours before the start, what share is kept. */
  buyerCancellationAllowed: boolean
  buyerCancellationHoursBefore: number
  /** Decimal string from the API ('10.00'); a number when sent. */
  buyerCancellationKeepPercent: string | number
  /** The automatic reminder to the buyers: whether, and how many hours before the start. */
  reminderEnabled: boolean
  reminderHoursBefore: number
  /** How many minutes a waiting-list offer holds its seats (docs/buying.md#waiting-list). */
  waitingListOfferMinutes?: number
  status: EventStatus
  venue: (VenueChoice & { isApproved: boolean; isActive: boolean }) | null
  booking: BookingSummary | null
  /** Why the venue keeps it from being published (its operator has not confirmed, or rejected, the day); null: nothing. */
  publishBlockedReason: PublishBlockedReason | null
  ticketTypes?: OrganizerTicketType[]
  sold?: number
  capacity?: number
  /** The last unpublish: an admin's reason (cleared when published again). */
  unpublishedAt: string | null
  unpublishReason: string | null
  /** Whose event it is (the admin's list of every organizer's events). */
  organizerName?: string
  /** A cancelled event's refunds, per order (GET /manage; null while not cancelled). */
  cancellationRefunds?: CancellationRefunds | null
}

/** The organizer whose events these are: the one the signed-in person acts for (AuthUser.organizerId). */
export function actingOrganizerId(): number | null {
  return storedUser()?.organizerId ?? null
}

export type EventPayload = Partial<
  Pick<
    OrganizerEvent,
    | 'title'
    | 'description'
    | 'category'
    | 'startDate'
    | 'endDate'
    | 'venueId'
    | 'images'
    | 'imageVariants'
    | 'wizardStep'
    | 'ticketswitchEnabled'
    | 'maxTransfersPerTicket'
    | 'buyerCancellationAllowed'
    | 'buyerCancellationHoursBefore'
    | 'buyerCancellationKeepPercent'
    | 'reminderEnabled'
    | 'reminderHoursBefore'
    | 'waitingListOfferMinutes'
  >
>

export const eventsApi = {
  list: (organizerId: number, status?: EventStatus) =>
    apiJson<{ data: OrganizerEvent[] }>(`/api/events/organizer/${organizerId}${status ? `?status=${status}` : ''}`).then((r) => r.data),
  get: (id: number) => apiJson<{ data: OrganizerEvent }>(`/api/events/${id}/manage`).then((r) => r.data),
  create: (body: EventPayload) => apiJson<{ data: OrganizerEvent }>('/api/events', { method: 'POST', body }).then((r) => r.data),
  update: (id: number, body: EventPayload) =>
    apiJson<{ data: OrganizerEvent }>(`/api/events/${id}`, { method: 'PUT', body }).then((r) => r.data),
  /** body: { reason } when an admin takes an organizer's event offline. */
  action: (id: number, action: 'publish' | 'unpublish' | 'cancel', body?: { reason: string }) =>
    apiJson<{ data: OrganizerEvent }>(`/api/events/${id}/${action}`, { method: 'POST', body }).then((r) => r.data),
  /** Kopiëren: a new draft with the event's texts, images, venue and ticket types (no dates). */
  copy: (id: number) => apiJson<{ data: OrganizerEvent }>(`/api/events/${id}/copy`, { method: 'POST' }).then((r) => r.data),
  /** Voorbeeld: a 30-minute link to the storefront page of the event before publishing. */
  previewLink: (id: number) =>
    apiJson<{ data: { token: string; path: string; expiresAt: string } }>(`/api/events/${id}/preview`, { method: 'POST' }).then(
      (r) => r.data
    ),
  createTicketType: (eventId: number, body: Record<string, unknown>) =>
    apiJson<{ data: OrganizerTicketType }>(`/api/events/${eventId}/ticket-types`, { method: 'POST', body }).then((r) => r.data),
  updateTicketType: (id: number, body: Record<string, unknown>) =>
    apiJson<{ data: OrganizerTicketType }>(`/api/ticket-types/${id}`, { method: 'PUT', body }).then((r) => r.data),
  categories: () => apiJson<{ data: { name: string }[] }>('/api/event-categories').then((r) => r.data),
  venues: () => apiJson<{ data: VenueChoice[] }>('/api/venues/public').then((r) => r.data),
}
