/*
 * Ticket type sale status (SPEC §4), checked in this order: Offline, Uitverkocht,
 * Nog niet beschikbaar, Verkoop beëindigd, Beschikbaar (as codes; each app names them in its words).
 * Only 'available' types can be changed.
 */
export const SALE_STATUSES = ['offline', 'sold_out', 'not_yet_available', 'sale_ended', 'available'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]

/** SPEC §9: the 'nearly sold out' hint shows at this many remaining or fewer. */
export const LOW_STOCK_THRESHOLD = 10

/** A Date, an ISO string, epoch milliseconds or anything with toMillis() (a luxon DateTime). */
export type Instant = Date | string | number | { toMillis(): number }

export interface SaleStatusInput {
  isActive: boolean
  maxQuantity: number
  quantitySold: number
  /** Seats held by unexpired reservations. */
  reservedQuantity?: number
  /** When the API already computed it, it wins over maxQuantity - quantitySold - reservedQuantity. */
  availableNow?: number | null
  saleStartDate?: Instant | null
  saleEndDate?: Instant | null
}

function toMillis(value: Instant): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  if (typeof value === 'string') return new Date(value).getTime()
  return value.toMillis()
}

/** Tickets that can still be bought right now; never negative. */
export function availableNow(input: Pick<SaleStatusInput, 'maxQuantity' | 'quantitySold' | 'reservedQuantity' | 'availableNow'>): number {
  if (typeof input.availableNow === 'number' && Number.isFinite(input.availableNow)) {
    return Math.max(0, Math.floor(input.availableNow))
  }
  return Math.max(0, input.maxQuantity - input.quantitySold - (input.reservedQuantity ?? 0))
}

export function saleStatus(input: SaleStatusInput, now: Instant = Date.now()): SaleStatus {
  if (!input.isActive) return 'offline'
  if (availableNow(input) === 0) return 'sold_out'
  const at = toMillis(now)
  if (input.saleStartDate != null && at < toMillis(input.saleStartDate)) return 'not_yet_available'
  if (input.saleEndDate != null && at > toMillis(input.saleEndDate)) return 'sale_ended'
  return 'available'
}

/** Quantities can only be changed for a type that is on sale now. */
export function canChangeQuantity(status: SaleStatus): boolean {
  return status === 'available'
}

/** True when a few (1..10) remain: the 'bijna uitverkocht' hint. */
export function isLowStock(remaining: number): boolean {
  return remaining > 0 && remaining <= LOW_STOCK_THRESHOLD
}
