/*
 * The organizer hears the venue's answer: one e-mail to the event's organizer and, when someone else
 * of their team asked, to them too; the editable mails 'bookingConfirmed' and 'bookingRejected' of
 * api/services/messaging/email_templates.ts. Queued through the
 * outbox in the answering transaction, so it goes out only if the answer was saved. In Dutch: accounts keep no
 * language of their own, and the operator's language is not the organizer's.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type VenueBooking from '#models/venue_booking'
import User from '#models/user'
import Venue from '#models/venue'
import Event from '#models/event'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { composeEmail } from '#services/messaging/email_templates'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { publicUrl } from '#services/server/public_url'
import { DEFAULT_LANGUAGE } from '#domain/languages'
import { formatWeekdayDate } from '#domain/format'
import { bookingDayInstant, type VenueBookingAnswer } from '#domain/venue_bookings'

/** Outbox kinds, one per answer (the admin's template editor lists mails by these). */
export const BOOKING_ANSWER_MAIL_KINDS: Record<VenueBookingAnswer, string> = {
  confirmed: 'venue_booking_confirmed',
  rejected: 'venue_booking_rejected',
}

async function recipientsOf(booking: VenueBooking, event: Event | null, trx: TransactionClientContract): Promise<User[]> {
  const ids = [event?.organizerId, booking.requestedBy].filter((id): id is number => typeof id === 'number')
  const people = ids.length ? await User.query({ client: trx }).whereIn('id', ids).orderBy('id') : []
  const seen = new Set<string>()
  return people.filter((person) => {
    const email = person.email?.trim().toLowerCase()
    if (!email || seen.has(email)) return false
    seen.add(email)
    return true
  })
}

/** `backToDraft`: the rejection took the public event back to draft (api/services/events/venue_publish_rule.ts); the mail says so. */
export async function queueBookingAnswerMails(
  booking: VenueBooking,
  trx: TransactionClientContract,
  { backToDraft = false }: { backToDraft?: boolean } = {}
): Promise<void> {
  const answer = booking.status as VenueBookingAnswer
  const venue = await Venue.query({ client: trx }).where('id', booking.venueId).firstOrFail()
  const event = booking.eventId ? await Event.query({ client: trx }).where('id', booking.eventId).first() : null
  const lang = DEFAULT_LANGUAGE
  const t = messageTranslator(lang)
  const settings = await getPlatformSettings()
  const params = {
    venue: venue.name,
    event: event?.title ?? t('bookingAnswered.yourEvent'),
    date: formatWeekdayDate(bookingDayInstant(booking.bookingDate.toISODate()!), lang),
    message: booking.answerMessage ?? '',
  }
  // The venue's own words and, on a refusal, what to do next: fixed lines after the editable body.
  const fixed = [
    ...(booking.answerMessage ? [t('bookingAnswered.message', { venue: venue.name, message: booking.answerMessage })] : []),
    ...(answer === 'rejected' && backToDraft ? [t('bookingAnswered.rejected.draft', { event: params.event })] : []),
    ...(answer === 'rejected' ? [t('bookingAnswered.rejected.next')] : []),
  ]
  // The event in the organizer's back office (its edit page), else their dashboard.
  const url = publicUrl(event ? `/organizer-dashboard#/events/${event.id}` : '/organizer-dashboard')
  const template = answer === 'confirmed' ? 'bookingConfirmed' : 'bookingRejected'
  for (const person of await recipientsOf(booking, event, trx)) {
    const name = person.firstName ?? ''
    const mail = composeEmail(
      template,
      lang,
      { ...params, name, greeting: greeting(t, person.firstName), site: settings.websiteName },
      settings.emailTemplates
    )
    const content = renderEmail({
      ...mail.content,
      paragraphs: [...mail.content.paragraphs, ...fixed],
      action: { label: t('bookingAnswered.button'), url },
    })
    await outbox.queueEmail({ to: person.email, subject: mail.subject, ...content }, { kind: BOOKING_ANSWER_MAIL_KINDS[answer], trx })
  }
}
