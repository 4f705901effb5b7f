import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CONTACT_METHODS } from '#domain/buyer_info'
import { LANGUAGES } from '#domain/languages'
import { WAITING_LIST_MAX_QUANTITY } from '#domain/waiting_list'
import { entityId } from '#validators/entity_id'
import { text } from '#exceptions/messages'
import { ORDER_FIELD_MESSAGES } from '#validators/tickets/ticket_validator'

const optionalText = (max: number) => vine.string().trim().maxLength(max).optional().nullable()

/** POST /api/ticket-types/{id}/waiting-list: the contact rules are domain/buyer_info.ts's, the limit the type's. */
export const joinValidator = vine.create(
  vine.object({
    id: entityId(),
    quantity: vine.number().withoutDecimals().min(1).max(WAITING_LIST_MAX_QUANTITY),
    contactMethod: vine.enum(CONTACT_METHODS).optional(),
    email: optionalText(254),
    phone: optionalText(30),
    firstName: optionalText(100),
    lastName: optionalText(100),
    language: vine.enum(LANGUAGES).optional(),
  })
)

const QUANTITY = text('WAITING_LIST_QUANTITY', { max: WAITING_LIST_MAX_QUANTITY })
joinValidator.messagesProvider = new SimpleMessagesProvider({
  'quantity.required': QUANTITY,
  'quantity.number': QUANTITY,
  'quantity.min': QUANTITY,
  'quantity.max': QUANTITY,
  'quantity.withoutDecimals': QUANTITY,
  'contactMethod.enum': text('TRANSFER_CONTACT_METHOD'),
  ...ORDER_FIELD_MESSAGES,
})

/** The key of a waiting-list entry's links (waiting_list_keys.ts); a wrong one is a 404 from the service. */
export const tokenValidator = vine.create(vine.object({ token: vine.string().trim().maxLength(64) }))
