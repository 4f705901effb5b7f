/*
 * 'Voorbeeld': the public event page of a draft, as visitors will see it once published, for the event's own
 * organizer, their managers and admins only. The back office asks for a link (POST /api/events/{id}/preview); its
 * token is an HMAC of the event id and an expiry (a key derived from APP_KEY, link_keys.ts), good for
 * PREVIEW_MINUTES. The storefront's /events/{id}?preview={token} reads the draft with it (GET
 * /api/events/{id}/preview?token=), shows the preview banner, tells search engines to keep out and offers nothing to
 * buy. Without a valid token a draft stays 'Event niet gevonden' for everyone.
 */
import type User from '#models/user'
import Event from '#models/event'
import TicketType from '#models/ticket_type'
import { DomainError } from '#exceptions/domain_error'
import { mayActOn } from '#domain/resource_access'
import { linkKey, sameSecret } from '#services/payments/link_keys'
import { withPriceRange } from '#services/events/event_catalogue_service'

export const PREVIEW_MINUTES = 30
const TOKEN = /^(\d{10})\.([0-9a-f]{32})$/

function signature(eventId: number, expires: number): string {
  return linkKey('event-preview-v1', `${eventId}.${expires}`)
}

export interface PreviewLink {
  token: string
  /** The storefront page, relative to the site. */
  path: string
  expiresAt: string
}

/** POST /api/events/{id}/preview: a link to the event's page before publishing; another organizer's event is a 404. */
export async function issuePreviewLink(viewer: User, id: number | null, now: Date = new Date()): Promise<PreviewLink> {
  const event = id === null ? null : await Event.find(id)
  if (!event || !mayActOn(viewer, 'events', 'edit', { organizerId: event.organizerId })) throw new DomainError('EVENT_NOT_FOUND')
  if (!event.startDate || !event.endDate) throw new DomainError('EVENT_PREVIEW_NEEDS_DATES')
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_MINUTES * 60
  const token = `${expires}.${signature(event.id, expires)}`
  return { token, path: `/events/${event.id}?preview=${token}`, expiresAt: new Date(expires * 1000).toISOString() }
}

/** Whether a preview token is this event's and still good. */
export function previewTokenValid(eventId: number, token: unknown, now: Date = new Date()): boolean {
  if (typeof token !== 'string') return false
  const match = TOKEN.exec(token)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now.getTime()) return false
  return sameSecret(match[2], signature(eventId, expires))
}

/** GET /api/events/{id}/preview?token=: the event (drafts included, never a cancelled one) and its ticket types. */
export async function getPreviewEvent(id: number | null, token: unknown): Promise<{ event: Event; ticketTypes: TicketType[] }> {
  if (id === null || !previewTokenValid(id, token)) throw new DomainError('EVENT_NOT_FOUND')
  const event = await withPriceRange(Event.query())
    .where('events.id', id)
    .whereNull('events.cancelled_at')
    .preload('organizer')
    .preload('venue')
    .first()
  if (!event || !event.startDate || !event.endDate) throw new DomainError('EVENT_NOT_FOUND')
  const ticketTypes = await TicketType.query().where('event_id', id).orderBy('sort_order', 'asc').orderBy('id', 'asc')
  return { event, ticketTypes }
}
