import vine from '@vinejs/vine'
import { CONTACT_METHODS } from '#domain/buyer_info'
import { entityId } from '#validators/entity_id'

const token = () =>
  vine
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/)

/** A form field as the buyer left it: any text (it is checked at purchase), empty, or null. */
const typed = () => vine.string().maxLength(254).nullable().optional()

/**
 * What the checkout island sends (storefront Checkout.tsx savePaymentState): the buyer form as it stands
 * and the chosen method, null for a free cart. Unknown keys are dropped; anything else is a 422.
 */
const checkoutData = () =>
  vine.object({
    buyerInfo: vine
      .object({
        contactMethod: vine.enum(CONTACT_METHODS).nullable().optional(),
        firstName: typed(),
        lastName: typed(),
        email: typed(),
        confirmEmail: typed(),
        phone: typed(),
        confirmPhone: typed(),
      })
      .nullable()
      .optional(),
    paymentMethod: vine.string().trim().maxLength(64).nullable().optional(),
  })

export const createPaymentStateValidator = vine.create(
  vine.object({
    eventId: entityId(),
    sessionId: vine
      .string()
      .trim()
      .minLength(8)
      .maxLength(128)
      .regex(/^[A-Za-z0-9_.:-]+$/),
    checkoutData: checkoutData().optional(),
    selections: vine.array(vine.record(vine.any())).maxLength(50).optional(),
    reservationIds: vine.array(entityId()).maxLength(50).optional(),
    timeLeftSeconds: vine.number().withoutDecimals().min(0).max(86400),
    expiresAt: vine.string().trim().maxLength(40).optional(),
  })
)

export const paymentStateTokenValidator = vine.create(vine.object({ token: token() }))
