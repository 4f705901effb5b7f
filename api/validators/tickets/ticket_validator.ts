import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CONTACT_METHODS } from '#domain/buyer_info'
import { LANGUAGES } from '#domain/languages'
import { TRANSFER_CONTACT_METHODS } from '#domain/ticket_transfer'
import { entityId } from '#validators/entity_id'
import { answersRule } from '#validators/questions/question_validator'
import { text } from '#exceptions/messages'
import { VISIT_ID_PATTERN } from '#domain/analytics'
import { DISCOUNT_CODE_MAX_LENGTH } from '#domain/discount_codes'

const sessionId = () =>
  vine
    .string()
    .trim()
    .minLength(8)
    .maxLength(128)
    .regex(/^[A-Za-z0-9_.:-]+$/)
const optionalText = (max: number) => vine.string().trim().maxLength(max).optional().nullable()
/** A discount or access code as the buyer typed it (domain/discount_codes.ts checks it against the event's codes). */
export const discountCodeField = () => optionalText(DISCOUNT_CODE_MAX_LENGTH)

/** POST /api/tickets/reserve (SPEC §7): one call per selected ticket type. */
export const reserveValidator = vine.create(
  vine.object({
    ticketTypeId: entityId().optional().requiredIfMissing('listingId'),
    quantity: vine.number().withoutDecimals().min(0).max(100).optional().requiredIfMissing('listingId'),
    /** A Ticketswitch listing to hold instead (domain/ticketswitch.ts). */
    listingId: entityId().optional(),
    sessionId: sessionId(),
    buyerEmail: optionalText(254),
    buyerPhone: optionalText(20),
    contactMethod: vine.enum(CONTACT_METHODS).optional(),
    discountCode: discountCodeField(),
    /** The waiting room's admission (docs/waiting-room.md), required while the event's room is on. */
    admissionToken: vine.string().trim().maxLength(400).optional().nullable(),
  })
)
// A token that is no string or far too long is no admission of ours (a forged or expired one is 403 ADMISSION_REQUIRED).
reserveValidator.messagesProvider = new SimpleMessagesProvider({
  'admissionToken.string': text('ADMISSION_TOKEN_INVALID'),
  'admissionToken.maxLength': text('ADMISSION_TOKEN_INVALID'),
})

export const sessionParamValidator = vine.create(vine.object({ sessionId: sessionId() }))

/** POST /api/tickets/purchase (SPEC §7): the buyer form is checked by domain/buyer_info.ts. */
export const purchaseValidator = vine.create(
  vine.object({
    eventId: entityId(),
    tickets: vine
      .array(
        vine.object({
          ticketTypeId: entityId(),
          quantity: vine.number().withoutDecimals().min(0).max(100),
          price: vine.any().optional(),
          name: vine.any().optional(),
        })
      )
      .minLength(1)
      .maxLength(50)
      .optional()
      .requiredIfMissing('listingId'),
    /** A Ticketswitch listing to buy instead of new tickets; `tickets` is then left out. */
    listingId: entityId().optional(),
    buyerInfo: vine.object({
      contactMethod: vine.enum(CONTACT_METHODS).optional(),
      firstName: optionalText(100),
      lastName: optionalText(100),
      email: optionalText(254),
      confirmEmail: optionalText(254),
      phone: optionalText(30),
      confirmPhone: optionalText(30),
    }),
    isAllFree: vine.boolean().optional(),
    /** SPEC calls the checkout session reservationId; sessionId is accepted too. */
    reservationId: sessionId().optional(),
    sessionId: sessionId().optional().requiredIfMissing('reservationId'),
    /** The storefront's language: the order's tickets and messages are written in it; default nl. */
    language: vine.enum(LANGUAGES).optional(),
    /** The storefront's per-visit analytics id (docs/analytics.md): the 'paid' step joins its visit. */
    visitId: vine.string().trim().regex(VISIT_ID_PATTERN).optional(),
    discountCode: discountCodeField(),
    /** Answers to the event's checkout questions (docs/questions.md). */
    answers: answersRule(),
  })
)

/** Dutch messages of the order fields the buyer form does not check itself (domain/buyer_info.ts does the rest). */
export const ORDER_FIELD_MESSAGES = { 'language.enum': `Onbekende taal: kies ${LANGUAGES.join(', ')}` }
purchaseValidator.messagesProvider = new SimpleMessagesProvider(ORDER_FIELD_MESSAGES)

/** POST /api/tickets/{id}/transfer (domain/ticket_transfer.ts): the contact rules are domain/buyer_info.ts's. */
export const transferValidator = vine.create(
  vine.object({
    id: entityId(),
    firstName: optionalText(100),
    lastName: optionalText(100),
    contactMethod: vine.enum(TRANSFER_CONTACT_METHODS),
    email: optionalText(254),
    phone: optionalText(30),
    /** A guest's download link token; also accepted as ?downloadToken=. */
    downloadToken: optionalText(128),
  })
)

transferValidator.messagesProvider = new SimpleMessagesProvider({
  'contactMethod.required': text('TRANSFER_CONTACT_METHOD'),
  'contactMethod.enum': text('TRANSFER_CONTACT_METHOD'),
})

/** POST /api/tickets/resend: an e-mail address or a phone number (one is required; the service says which is missing). */
export const resendValidator = vine.create(
  vine.object({
    email: optionalText(254),
    phone: optionalText(30),
    /** One field for either (the storefront's form): an '@' makes it an address. */
    contact: optionalText(254),
    eventId: entityId().optional().nullable(),
  })
)
