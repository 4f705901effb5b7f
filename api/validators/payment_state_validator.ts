import vine from '@vinejs/vine'

const token = () =>
  vine
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/)

export const createPaymentStateValidator = vine.create(
  vine.object({
    eventId: vine.number().withoutDecimals().min(1).max(2147483647),
    sessionId: vine
      .string()
      .trim()
      .minLength(8)
      .maxLength(128)
      .regex(/^[A-Za-z0-9_.:-]+$/),
    checkoutData: vine.record(vine.any()).optional(),
    selections: vine.array(vine.record(vine.any())).maxLength(50).optional(),
    reservationIds: vine.array(vine.number().withoutDecimals().min(1)).maxLength(50).optional(),
    timeLeftSeconds: vine.number().withoutDecimals().min(0).max(86400),
    expiresAt: vine.string().trim().maxLength(40).optional(),
  })
)

export const paymentStateTokenValidator = vine.create(vine.object({ token: token() }))
