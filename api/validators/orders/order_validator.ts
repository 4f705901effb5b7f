import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { SALE_CHANNELS } from '#domain/sale_channel'
import { ORDER_SORTS } from '#services/orders/event_orders_service'
import { REFUND_SORTS } from '#services/orders/refund_queue_service'
import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '#enums/statuses'
import { REFUND_REASONS } from '#domain/refund_reasons'
import { CANCEL_REASON_MAX_LENGTH } from '#domain/buyer_cancellation'
import { adminListValidator } from '#validators/admin_list_validator'
import { entityId } from '#validators/entity_id'
import { orderNumberRule } from '#validators/payments/checkout_payment_validator'

/* The organizer's orders: the list's query and filter, and the bodies of resend and refund. */

const MESSAGES = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  string: 'Dit veld moet tekst zijn',
  maxLength: 'Maximaal {{ max }} tekens',
  minLength: 'Minimaal {{ min }} tekens',
  enum: 'Kies een geldige waarde',
  boolean: 'Kies ja of nee',
  array: 'Ongeldige lijst',
  'channels.array.minLength': 'Kies e-mail, WhatsApp of beide',
  'channels.array.maxLength': 'Kies e-mail, WhatsApp of beide',
  'channels.required': 'Kies e-mail, WhatsApp of beide',
  'reference.required': 'Vul de referentie van de terugbetaling in',
  'reference.minLength': 'Vul de referentie van de terugbetaling in',
  'key.regex': 'Deze link klopt niet. Open de link uit je e-mail opnieuw.',
})

export const orderListValidator = adminListValidator(ORDER_SORTS)

/** react-admin's filter object of the order list (and of orders.csv). */
export const orderFilterValidator = vine.create(
  vine.object({
    q: vine.string().trim().maxLength(100).optional(),
    status: vine.enum(ORDER_STATUSES).optional(),
    ticketTypeId: entityId().optional(),
    channel: vine.enum(SALE_CHANNELS).optional(),
    refundRequired: vine.boolean().optional(),
  })
)
orderFilterValidator.messagesProvider = MESSAGES

export const resendValidator = vine.create(
  vine.object({
    channels: vine
      .array(vine.enum(['email', 'whatsapp'] as const))
      .minLength(1)
      .maxLength(2),
  })
)
resendValidator.messagesProvider = MESSAGES

export const refundValidator = vine.create(
  vine.object({
    reference: vine.string().trim().minLength(1).maxLength(100),
    note: vine.string().trim().maxLength(500).optional(),
  })
)
refundValidator.messagesProvider = MESSAGES

/** The admin's refund queue: GET /api/admin/refunds. */
export const refundListValidator = adminListValidator(REFUND_SORTS)

export const refundFilterValidator = vine.create(
  vine.object({
    state: vine.enum(['open', 'refunded'] as const).optional(),
    q: vine.string().trim().maxLength(100).optional(),
    organizerId: entityId().optional(),
    eventId: entityId().optional(),
    provider: vine.enum(PAYMENT_PROVIDERS).optional(),
    reason: vine.enum(REFUND_REASONS).optional(),
  })
)
refundFilterValidator.messagesProvider = MESSAGES

/** The order's status key (the ticket mail's and the success page's links carry it). */
const orderKeyRule = () =>
  vine
    .string()
    .trim()
    .regex(/^[0-9a-f]{32}$/)

/** POST /api/users/me/orders/{orderNumber}/claim { key }: the claim key of the ticket mail's link (order_claim.ts). */
export const claimOrderValidator = vine.create(vine.object({ orderNumber: orderNumberRule(), key: orderKeyRule() }))
claimOrderValidator.messagesProvider = MESSAGES

/** GET /api/orders/{orderNumber}/invoice.pdf: the order number, and the order's status key when there is no session. */
export const invoiceRequestValidator = vine.create(vine.object({ orderNumber: orderNumberRule(), key: orderKeyRule().optional() }))

/** POST /api/orders/{orderNumber}/cancel-request: the order's status key when there is no session, and an optional reason. */
export const cancelRequestValidator = vine.create(
  vine.object({
    orderNumber: orderNumberRule(),
    key: orderKeyRule().nullable().optional(),
    reason: vine.string().trim().maxLength(CANCEL_REASON_MAX_LENGTH).nullable().optional(),
  })
)
cancelRequestValidator.messagesProvider = MESSAGES
