import type { AdminListingRow } from '#services/ticketswitch/admin_listings_service'
import { listingStatusOf } from '#domain/ticketswitch'
import type { AdminListingRecord } from '#domain/ticketswitch_admin'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/** A listing as the admin reads it: the contract's AdminListing, instants as ISO strings, money as stored. */
export function adminListing(row: AdminListingRow): AdminListingRecord {
  return {
    id: row.id,
    ticketId: row.ticketId,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    eventStartDate: row.eventStartDate.toISOString(),
    eventEndDate: iso(row.eventEndDate),
    payableFrom: row.payableFrom.toISOString(),
    organizerName: row.organizerName,
    ticketTypeName: row.ticketTypeName,
    listingPrice: row.listingPrice,
    originalPrice: row.originalPrice,
    resaleFee: row.resaleFee,
    payoutAmount: row.payoutAmount,
    payoutStatus: row.payoutStatus,
    payoutDetails: row.payoutDetails,
    payoutPaidAt: iso(row.payoutPaidAt),
    payoutPaidByName: row.payoutPaidByName,
    status: listingStatusOf(row),
    listedAt: row.listedAt.toISOString(),
    soldAt: iso(row.soldAt),
    withdrawnAt: iso(row.withdrawnAt),
    sellerName: row.sellerName,
    sellerEmail: row.sellerEmail,
    sellerPhone: row.sellerPhone,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    orderNumber: row.orderNumber,
  }
}
