/* A loket shift as the back office reads it (domain/loket_shift.ts LoketShiftRecord). */
import type { LoketShiftRecord } from '#domain/loket_shift'
import type { ShiftView } from '#services/loket/shift_service'

export function loketShiftRecord({ shift, sellerName, closedByName, totals }: ShiftView): LoketShiftRecord {
  return {
    id: shift.id,
    organizerId: shift.organizerId,
    sellerId: shift.sellerId,
    sellerName,
    status: shift.closedAt ? 'closed' : 'open',
    openedAt: shift.openedAt.toISO()!,
    openingFloat: shift.openingFloat,
    closedAt: shift.closedAt?.toISO() ?? null,
    closedBy: shift.closedBy,
    closedByName,
    countedCash: shift.countedCash,
    expectedCash: shift.expectedCash,
    difference: shift.difference,
    note: shift.note,
    reportNumber: shift.reportNumber,
    totals,
  }
}
