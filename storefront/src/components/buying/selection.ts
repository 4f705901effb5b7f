/*
 * Ticket selection rules (SPEC §4 sale status, §5 "Ticket quantity", §9): pure, so the island stays small
 * and the rules can be read in one place.
 */
import type { PublicTicketType } from '#domain/catalogue_types'
import { availableNow, canChangeQuantity, saleStatus, type SaleStatus } from '#domain/sale_status'

export type Quantities = Record<number, number>

/** One selected ticket type (SPEC §3 "Selection"), as reserve, purchase and payment take it. */
export interface CartLine {
  ticketTypeId: number
  quantity: number
  price: string
  name: string
}

/** SPEC §5: 0 … availableNow (maxQuantity when absent), and maxPerUser when hasUserLimit is true. */
export function maxQuantity(type: PublicTicketType): number {
  const stock = typeof type.availableNow === 'number' ? availableNow(type) : Math.max(0, type.maxQuantity - type.quantitySold)
  return type.hasUserLimit === true && typeof type.maxPerUser === 'number' ? Math.min(stock, type.maxPerUser) : stock
}

export interface TypeRow {
  type: PublicTicketType
  status: SaleStatus
  remaining: number
  max: number
  /** Changing is allowed at all (on sale and the viewer may buy). */
  locked: boolean
  /** SPEC §5: the plus button is off when hasUserLimit is null. */
  canIncrease: boolean
}

export function typeRows(types: PublicTicketType[], quantities: Quantities, mayBuy: boolean, now = Date.now()): TypeRow[] {
  return types.map((type) => {
    const status = saleStatus(type, now)
    const max = maxQuantity(type)
    const locked = !mayBuy || !canChangeQuantity(status)
    const quantity = quantities[type.id] ?? 0
    return {
      type,
      status,
      remaining: availableNow(type),
      max,
      locked,
      canIncrease: !locked && type.hasUserLimit !== null && quantity < max,
    }
  })
}

export function cartLines(types: PublicTicketType[], quantities: Quantities): CartLine[] {
  return types
    .filter((type) => (quantities[type.id] ?? 0) > 0)
    .map((type) => ({ ticketTypeId: type.id, quantity: quantities[type.id], price: type.price, name: type.name }))
}

/** SPEC §5: every selection against fresh availability; the ones that no longer fit. */
export function shortages(lines: CartLine[], fresh: PublicTicketType[]): { name: string; available: number; selected: number }[] {
  return lines.flatMap((line) => {
    const type = fresh.find((t) => t.id === line.ticketTypeId)
    const available = type && saleStatus(type) === 'available' ? maxQuantity(type) : 0
    return line.quantity > available ? [{ name: line.name, available, selected: line.quantity }] : []
  })
}
