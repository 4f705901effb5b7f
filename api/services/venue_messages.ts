/*
 * The venue operator hears of an admin's decision on their venue by e-mail (issue 13 §2), queued through the
 * outbox in the transaction that approves or rejects it (texts 'venueApproved.*' and 'venueRejected.*' in
 * api/services/messaging/texts/). Operators have no stored language yet: Dutch.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type Venue from '#models/venue'
import { queueAccountEmail } from '#services/auth/account_messages'
import { greeting } from '#services/messaging/message_texts'
import { publicUrl } from '#services/public_url'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'

type Operator = Pick<User, 'email' | 'firstName'>

export function sendVenueApproved(operator: Operator, venue: Venue, trx: TransactionClientContract, lang: Language = DEFAULT_LANGUAGE) {
  return queueAccountEmail(operator.email, 'venue_approved', lang, trx, (t, site) => ({
    subject: t('venueApproved.subject', { venue: venue.name }),
    title: t('venueApproved.title', { venue: venue.name }),
    intro: t('venueApproved.intro', { greeting: greeting(t, operator.firstName), site, venue: venue.name }),
    paragraphs: [t('venueApproved.note')],
    action: { label: t('venueApproved.button'), url: publicUrl(`/venues/${venue.id}`) },
  }))
}

export function sendVenueRejected(
  operator: Operator,
  venue: Venue,
  reason: string,
  trx: TransactionClientContract,
  lang: Language = DEFAULT_LANGUAGE
) {
  return queueAccountEmail(operator.email, 'venue_rejected', lang, trx, (t, site) => ({
    subject: t('venueRejected.subject', { venue: venue.name }),
    title: t('venueRejected.title', { venue: venue.name }),
    intro: t('venueRejected.intro', { greeting: greeting(t, operator.firstName), site, venue: venue.name }),
    paragraphs: [t('venueRejected.reason', { reason }), t('venueRejected.next')],
    action: { label: t('venueRejected.button'), url: publicUrl(`/venue-dashboard#/venues/${venue.id}`) },
  }))
}
