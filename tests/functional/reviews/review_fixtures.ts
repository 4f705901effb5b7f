/*
 * Attendees for the review specs. An event that started (or not), a buyer with a sold order and tickets
 * (checked in or not), a signed-in session, the platform's review settings.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Event from '#models/event'
import { issueSession } from '#services/accounts/session_service'
import { makeEvent, makeTicketType, makeUser } from '#tests/functional/catalogue/catalogue_fixtures'
import { sell, type Sale } from '#tests/functional/orders/sales_fixtures'

export async function bearer(user: User): Promise<string> {
  return `Bearer ${(await issueSession(user)).token}`
}

/** An event that started `hoursAgo` hours ago (negative: starts in the future) and lasts 4 hours. */
export function eventStarted(hoursAgo: number, overrides: Partial<Event> = {}) {
  const start = DateTime.now().minus({ hours: hoursAgo })
  return makeEvent({ startDate: start, endDate: start.plus({ hours: 4 }), ...overrides })
}

/** An order of `buyer` for the event with `quantity` tickets (the first `checkedIn` of them scanned). */
export async function buyTickets(
  buyer: User | null,
  event: Event,
  options: Partial<Pick<Sale, 'status' | 'refundRequired' | 'checkedIn' | 'quantity'>> & {
    email?: string | null
    phone?: string | null
    contactMethod?: 'email' | 'whatsapp' | 'both'
    language?: string
  } = {}
): Promise<number> {
  const type = await makeTicketType(event.id)
  const sale = await sell({
    type,
    quantity: options.quantity ?? 1,
    status: options.status,
    refundRequired: options.refundRequired,
    checkedIn: options.checkedIn,
  })
  await db
    .from('orders')
    .where('id', sale.id)
    .update({
      buyer_user_id: buyer?.id ?? null,
      buyer_email: options.email === undefined ? (buyer?.email ?? null) : options.email,
      buyer_phone: options.phone ?? null,
      contact_method: options.contactMethod ?? 'email',
      language: options.language ?? 'nl',
    })
  return sale.id
}

export function visitor(overrides: Partial<User> = {}) {
  return makeUser({ role: 'user', firstName: 'Bezoeker', lastName: 'Test', isEmailVerified: true, ...overrides })
}

export async function useReviewSettings(settings: {
  autoModerationEnabled?: boolean
  reviewDisplayMinRating?: number
  reviewResponseTimeLimit?: number
  reviewInvitationDelay?: number
}) {
  const row: Record<string, unknown> = {}
  if (settings.autoModerationEnabled !== undefined) row.auto_moderation_enabled = settings.autoModerationEnabled
  if (settings.reviewDisplayMinRating !== undefined) row.review_display_min_rating = settings.reviewDisplayMinRating
  if (settings.reviewResponseTimeLimit !== undefined) row.review_response_time_limit = settings.reviewResponseTimeLimit
  if (settings.reviewInvitationDelay !== undefined) row.review_invitation_delay = settings.reviewInvitationDelay
  await db.from('platform_settings').where('id', 1).update(row)
}
