/*
 * The sell form's arithmetic: what the seller typed, the fee and what they get, from the contract's
 * rules (domain/ticketswitch.ts). The cap itself is the API's to check: its message is shown as it answers.
 */
import { isTicketswitchErrorCode, listingPriceCents, resaleAmounts, type TicketswitchErrorCode } from '#domain/ticketswitch'

export interface SellFigures {
  /** null: not an amount (at most two decimals, not negative). */
  priceCents: number | null
  listingPrice: string
  resaleFee: string
  payoutAmount: string
  isFree: boolean
}

export function sellFigures(typed: string, resaleFeePercentage: string): SellFigures {
  const priceCents = typed.trim() === '' ? null : listingPriceCents(typed)
  const amounts = resaleAmounts(priceCents ?? 0, resaleFeePercentage)
  return { priceCents, ...amounts, isFree: priceCents === 0 }
}

/** A refusal's code as the API answers it (in `error` or `code`), when it is one of Ticketswitch's. */
export function ticketswitchCode(failure: { error?: string; code?: string } | null | undefined): TicketswitchErrorCode | null {
  for (const value of [failure?.code, failure?.error]) {
    if (isTicketswitchErrorCode(value)) return value
  }
  return null
}
