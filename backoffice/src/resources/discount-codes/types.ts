import type { DiscountCodeKind } from '#domain/discount_codes'

/** A code as GET /api/events/{id}/discount-codes and /api/discount-codes/{id} answer it (api/transformers/discount_code_transformer.ts). */
export interface DiscountCodeRecord {
  id: number
  eventId: number
  code: string
  kind: DiscountCodeKind
  /** Exact decimal: percent for percentage and access codes, SRD for fixed ones. */
  value: string
  /** The types whose price it lowers; [] = every type of the event. */
  ticketTypeIds: number[]
  /** The hidden types an access code reveals. */
  unlocksTicketTypeIds: number[]
  maxUses: number | null
  maxUsesPerBuyer: number | null
  validFrom: string | null
  validUntil: string | null
  isActive: boolean
  /** Orders holding their seats with this code. */
  uses: number
  revenue: string
  discountGiven: string
  createdAt: string | null
}

export const T = 'resources.discount-codes'

/** The back office's address of an event's codes (the list reads its event from the filter). */
export function eventCodesPath(eventId: number): string {
  return `/discount-codes?filter=${encodeURIComponent(JSON.stringify({ eventId }))}`
}

/**
 * The form pages keep to the window on a phone or tablet, where the menu is a drawer (the layout's frame otherwise
 * grows to fit its content, as on the orders pages).
 */
export const PHONE_WIDTH = {
  maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' },
  minWidth: 0,
  '& .RaCreate-main, & .RaEdit-main, & .RaCreate-card, & .RaEdit-card': { minWidth: 0 },
} as const
