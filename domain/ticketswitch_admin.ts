/*
 * The admin's Ticketswitch records: the contract's AdminListing (domain/ticketswitch.ts) with
 * what the back office's detail view also shows. Pure and shared by the API and the back office.
 */
import type { AdminListing } from './ticketswitch.js'

export interface AdminListingRecord extends AdminListing {
  buyerPhone: string | null
  /** Who marked the payout paid (the admin's name). */
  payoutPaidByName: string | null
  withdrawnAt: string | null
}

/** The list's sort fields (GET /api/admin/ticketswitch/listings?sort=). */
export const ADMIN_LISTING_SORTS = ['listedAt', 'soldAt', 'listingPrice', 'payoutAmount', 'eventStartDate', 'payableFrom'] as const
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number]

/** Whether the payout may be marked paid now: owed, and the event is over (payableFrom has passed). */
export function payoutRefusal(
  listing: { payoutStatus: string; payableFrom: string | Date },
  now: Date = new Date()
): 'TICKETSWITCH_PAYOUT_NOT_OWED' | 'TICKETSWITCH_PAYOUT_TOO_EARLY' | null {
  if (listing.payoutStatus !== 'owed') return 'TICKETSWITCH_PAYOUT_NOT_OWED'
  if (new Date(listing.payableFrom).getTime() > now.getTime()) return 'TICKETSWITCH_PAYOUT_TOO_EARLY'
  return null
}
