import vine from '@vinejs/vine'
import { purchaseValidator } from '#validators/ticket_validator'

/** POST /api/payments/create (SPEC §7): the purchase payload plus the provider and method. */
export const createPaymentValidator = vine.create(
  vine.object({
    ...purchaseValidator.schema.getProperties(),
    paymentProvider: vine.enum(['uni5pay', 'mollie'] as const),
    paymentMethod: vine.string().trim().maxLength(40).optional().nullable(),
  })
)

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

export const orderStatusValidator = vine.create(
  vine.object({
    orderNumber: vine
      .string()
      .trim()
      .regex(/^ST-[A-Z2-9]{10}$/),
    key: vine
      .string()
      .trim()
      .regex(/^[0-9a-f]{32}$/),
  })
)

export const sandboxDecisionValidator = vine.create(
  vine.object({
    paymentId: vine
      .string()
      .trim()
      .regex(/^u5p_[0-9a-f]{24}$/),
    decision: vine.enum(['approve', 'cancel'] as const),
  })
)
