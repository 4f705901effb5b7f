import type { DiscountCodeView } from '#services/discount_codes/discount_code_service'

/** A code as the back office lists and edits it, with its uses and what its orders brought in. */
export function discountCodeRecord({ code, uses, revenue, discountGiven }: DiscountCodeView) {
  return {
    id: code.id,
    eventId: code.eventId,
    code: code.code,
    kind: code.kind,
    value: code.value,
    ticketTypeIds: code.ticketTypeIds ?? [],
    unlocksTicketTypeIds: code.unlocksTicketTypeIds ?? [],
    maxUses: code.maxUses,
    maxUsesPerBuyer: code.maxUsesPerBuyer,
    validFrom: code.validFrom?.toISO() ?? null,
    validUntil: code.validUntil?.toISO() ?? null,
    isActive: code.isActive,
    uses,
    revenue,
    discountGiven,
    createdAt: code.createdAt?.toISO() ?? null,
  }
}
