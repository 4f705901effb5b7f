import vine from '@vinejs/vine'
import { DISCOUNT_CODE_KINDS, DISCOUNT_CODE_MAX_LENGTH } from '#domain/discount_codes'
import { entityId } from '#validators/entity_id'

const typeIds = () => vine.array(entityId()).maxLength(100).distinct().optional().nullable()
const instant = () => vine.string().trim().maxLength(40).optional().nullable()
const limit = () => vine.number().withoutDecimals().min(1).max(1_000_000).optional().nullable()

const fields = {
  code: vine.string().trim().minLength(1).maxLength(DISCOUNT_CODE_MAX_LENGTH),
  kind: vine.enum(DISCOUNT_CODE_KINDS),
  // Percent for percentage and access codes, SRD for fixed ones (the service checks which range applies).
  value: vine.number().min(0).max(1_000_000).decimal([0, 2]),
  ticketTypeIds: typeIds(),
  unlocksTicketTypeIds: typeIds(),
  maxUses: limit(),
  maxUsesPerBuyer: limit(),
  validFrom: instant(),
  validUntil: instant(),
  isActive: vine.boolean(),
}

/** POST /api/events/{id}/discount-codes (an access code's value may be left out: no discount). */
export const createDiscountCodeValidator = vine.create(
  vine.object({ ...fields, value: fields.value.optional(), isActive: fields.isActive.optional() })
)

/** PUT /api/discount-codes/{id}: any of the fields. */
export const updateDiscountCodeValidator = vine.create(
  vine.object({
    code: fields.code.optional(),
    kind: fields.kind.optional(),
    value: fields.value.optional(),
    ticketTypeIds: typeIds(),
    unlocksTicketTypeIds: typeIds(),
    maxUses: limit(),
    maxUsesPerBuyer: limit(),
    validFrom: instant(),
    validUntil: instant(),
    isActive: fields.isActive.optional(),
  })
)

/** GET /api/events/{id}/discount-codes/check?code= and GET /api/events/{id}/ticket-types?code= */
export const codeQueryValidator = vine.create(vine.object({ code: vine.string().trim().minLength(1).maxLength(DISCOUNT_CODE_MAX_LENGTH) }))
export const optionalCodeQueryValidator = vine.create(
  vine.object({ code: vine.string().trim().maxLength(DISCOUNT_CODE_MAX_LENGTH).optional() })
)
