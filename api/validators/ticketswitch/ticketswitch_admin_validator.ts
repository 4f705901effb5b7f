import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { adminListValidator } from '#validators/admin_list_validator'
import { entityId } from '#validators/entity_id'
import { LISTING_STATUSES, PAYOUT_STATUSES } from '#domain/ticketswitch'
import { ADMIN_LISTING_SORTS } from '#domain/ticketswitch_admin'

/* The admin's Ticketswitch list and the payout body. */

const messages = new SimpleMessagesProvider({
  string: 'Dit veld moet tekst zijn',
  maxLength: 'Maximaal {{ max }} tekens',
  enum: 'Kies een geldige waarde',
  number: 'Ongeldig nummer',
})

/** GET /api/admin/ticketswitch/listings: react-admin's list query. */
export const adminListingListValidator = adminListValidator(ADMIN_LISTING_SORTS)

/** The list's filter (react-admin's `filter` JSON). */
export const adminListingFilterValidator = vine.create(
  vine.object({
    status: vine.enum(LISTING_STATUSES).optional(),
    payoutStatus: vine.enum(PAYOUT_STATUSES).optional(),
    eventId: entityId().optional(),
    q: vine.string().trim().maxLength(100).optional(),
  })
)
adminListingFilterValidator.messagesProvider = messages

/** POST /api/admin/ticketswitch/listings/{id}/payout { reference? } */
export const payoutValidator = vine.create(vine.object({ reference: vine.string().trim().maxLength(100).nullable().optional() }))
payoutValidator.messagesProvider = messages
