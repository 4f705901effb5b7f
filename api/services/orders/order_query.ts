/*
 * Which of an event's orders a list or export shows: search by name, e-mail, phone, order
 * number or ticket code; filters by status, ticket type and channel. One place, used by the list and the CSV.
 */
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { OrderStatus } from '#enums/statuses'
import type { SaleChannel } from '#domain/sale_channel'
import { likePattern, searchTerms } from '#services/catalogue/text_search'

/** The searched text; the same expression as the trigram index of migration 0053, so the index serves it. */
export const ORDER_SEARCH_TEXT =
  "lower(buyer_name || ' ' || coalesce(buyer_email, '') || ' ' || coalesce(buyer_phone, '') || ' ' || order_number)"

export interface OrderFilter {
  /** Name, e-mail, phone, order number (part of) or a ticket's QR code (whole). */
  q?: string
  status?: OrderStatus
  ticketTypeId?: number
  channel?: SaleChannel
  refundRequired?: boolean
}

/** Narrows a query on `orders` to the event and the filter. */
export function whereOrdersMatch<Q extends DatabaseQueryBuilderContract>(query: Q, eventId: number, filter: OrderFilter): Q {
  query.where('orders.event_id', eventId)
  // A Ticketswitch resale is between two visitors and the platform, not the organizer's sale.
  query.whereNot('orders.channel', 'ticketswitch')
  if (filter.status) query.where('orders.status', filter.status)
  if (filter.channel) query.where('orders.channel', filter.channel)
  if (filter.refundRequired !== undefined) query.where('orders.refund_required', filter.refundRequired)
  if (filter.ticketTypeId !== undefined) {
    const typeId = filter.ticketTypeId
    // The cart (lines) also names the types of an order still waiting for its payment, which has no tickets yet.
    query.where((types) => {
      types
        .whereRaw('orders.lines @> ?::jsonb', [JSON.stringify([{ ticketTypeId: typeId }])])
        .orWhereExists((tickets) =>
          tickets.from('tickets').whereRaw('tickets.order_id = orders.id').where('tickets.ticket_type_id', typeId)
        )
    })
  }
  const q = filter.q?.trim()
  if (q) {
    query.where((search) => {
      for (const term of searchTerms(q)) search.orWhereRaw(`${ORDER_SEARCH_TEXT} LIKE ?`, [likePattern(term)])
      // As an array computed once (not IN (subquery)), so the planner can OR it with the trigram index.
      search.orWhereRaw('orders.id = ANY(ARRAY(SELECT order_id FROM tickets WHERE qr_code = ?))', [q])
    })
  }
  return query
}
