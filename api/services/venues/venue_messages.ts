/*
 * The venue operator hears of an admin's decision on their venue by e-mail, queued through the
 * outbox in the transaction that approves or rejects it (the editable mails 'venueApproved' and 'venueRejected' of
 * api/services/messaging/email_templates.ts). Operators have no stored language yet: Dutch.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type Venue from '#models/venue'
import { personParams, queueAccountEmail } from '#services/accounts/account_messages'
import { publicUrl } from '#services/server/public_url'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'

type Operator = Pick<User, 'email' | 'firstName'>

export function sendVenueApproved(operator: Operator, venue: Venue, trx: TransactionClientContract, lang: Language = DEFAULT_LANGUAGE) {
  return queueAccountEmail(operator.email, 'venue_approved', 'venueApproved', lang, trx, (t, site) => ({
    params: { ...personParams(t, operator, site), venue: venue.name },
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
  return queueAccountEmail(operator.email, 'venue_rejected', 'venueRejected', lang, trx, (t, site) => ({
    params: { ...personParams(t, operator, site), venue: venue.name, reason },
    action: { label: t('venueRejected.button'), url: publicUrl(`/venue-dashboard#/venues/${venue.id}`) },
  }))
}
