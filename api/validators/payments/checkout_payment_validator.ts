import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ORDER_FIELD_MESSAGES, purchaseValidator } from '#validators/tickets/ticket_validator'

/** POST /api/payments/create (SPEC §7): the purchase payload plus the provider and method. */
export const createPaymentValidator = vine.create(
  vine.object({
    ...purchaseValidator.schema.getProperties(),
    paymentProvider: vine.enum(['uni5pay', 'mollie'] as const),
    paymentMethod: vine.string().trim().maxLength(40).optional().nullable(),
    /** The embedded ticket button's host page to come back to after paying (docs/embed.md); kept only when registered. */
    embedReturnUrl: vine.string().trim().maxLength(2000).optional(),
  })
)
createPaymentValidator.messagesProvider = new SimpleMessagesProvider(ORDER_FIELD_MESSAGES)

/** Webhooks carry only the payment id (form or JSON). */
export const webhookValidator = vine.create(
  vine.object({
    id: vine
      .string()
      .trim()
      .minLength(3)
      .maxLength(64)
      .regex(/^[A-Za-z0-9_]+$/),
  })
)

/**
 * An order number: the purchase makes 'ST-' and ten letters or digits (purchase_service.ts newOrderNumber); other
 * sales may use other upper-case numbers ('DEMO-1001' in the demo data), so any such number of the column's length.
 */
export const orderNumberRule = () =>
  vine
    .string()
    .trim()
    .maxLength(32)
    .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/)

export const orderStatusValidator = vine.create(
  vine.object({
    orderNumber: orderNumberRule(),
    key: vine
      .string()
      .trim()
      .regex(/^[0-9a-f]{32}$/),
  })
)

const sandboxPaymentFields = {
  paymentId: vine
    .string()
    .trim()
    .regex(/^u5p_[0-9a-f]{24}$/),
  /** The key from the checkout link (api/services/payments/link_keys.ts). */
  key: vine
    .string()
    .trim()
    .regex(/^[0-9a-f]{32}$/),
}

/** GET /api/payments/uni5pay/sandbox/{paymentId}?key= */
export const sandboxPaymentValidator = vine.create(vine.object(sandboxPaymentFields))

/** POST /api/payments/uni5pay/sandbox/{paymentId}/{approve|cancel} with the key as a form field. */
export const sandboxDecisionValidator = vine.create(
  vine.object({ ...sandboxPaymentFields, decision: vine.enum(['approve', 'cancel'] as const) })
)

/** POST /api/users/me/orders/{orderNumber}/resend (My tickets): which channel. */
export const resendOrderValidator = vine.create(
  vine.object({
    orderNumber: orderNumberRule(),
    channel: vine.enum(['email', 'whatsapp'] as const),
  })
)
