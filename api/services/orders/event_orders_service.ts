/*
 * An organizer's orders and attendees: the event's orders a page at a time, one order with its
 * tickets. Who may read them is the caller's (api/policies/orders_policy.ts); this reads what it is asked.
 */
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Ticket from '#models/ticket'
import User from '#models/user'
import { whereOrdersMatch, type OrderFilter } from '#services/orders/order_query'

export const ORDER_SORTS = ['createdAt', 'orderNumber', 'buyerName', 'total', 'status'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]

const SORT_COLUMNS: Record<OrderSort, string> = {
  createdAt: 'orders.created_at',
  orderNumber: 'orders.order_number',
  buyerName: 'orders.buyer_name',
  total: 'orders.total',
  status: 'orders.status',
}

export interface OrderListQuery {
  page: number
  perPage: number
  sort: OrderSort
  order: 'asc' | 'desc'
  filter: OrderFilter
}

/** One order of the list, with its tickets counted as the order page counts them (every one) and those still valid. */
export interface ListedOrder {
  order: Order
  ticketCount: number
  validTicketCount: number
}

export async function listEventOrders(eventId: number, query: OrderListQuery): Promise<{ rows: ListedOrder[]; total: number }> {
  const matching = () => whereOrdersMatch(db.from('orders'), eventId, query.filter)
  const [countRow, ids] = await Promise.all([
    matching().count('* as total').first(),
    matching()
      .select('orders.id')
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      // The same order for equal values on every page.
      .orderBy('orders.id', query.order)
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage),
  ])
  const pageIds = ids.map((row: { id: number }) => row.id)
  if (pageIds.length === 0) return { rows: [], total: Number(countRow?.total ?? 0) }
  const orders = await Order.query()
    .whereIn('id', pageIds)
    .select('orders.*')
    .select(db.raw('(SELECT count(*)::integer FROM tickets t WHERE t.order_id = orders.id) AS ticket_count'))
    .select(db.raw('(SELECT count(*)::integer FROM tickets t WHERE t.order_id = orders.id AND t.is_valid) AS valid_ticket_count'))
  const byId = new Map(orders.map((order) => [order.id, order]))
  return {
    rows: pageIds.map((id: number) => {
      const order = byId.get(id)!
      return {
        order,
        ticketCount: Number(order.$extras.ticket_count ?? 0),
        validTicketCount: Number(order.$extras.valid_ticket_count ?? 0),
      }
    }),
    total: Number(countRow?.total ?? 0),
  }
}

export interface OrderDetail {
  order: Order
  tickets: Ticket[]
  cancelledBy: User | null
  refundedBy: User | null
}

/** One order with its tickets (every one, valid or not, in the order they were issued) and who cancelled or refunded it. */
export async function orderDetail(order: Order): Promise<OrderDetail> {
  const [tickets, people] = await Promise.all([
    Ticket.query().where('order_id', order.id).preload('ticketType').orderBy('id', 'asc'),
    User.query().whereIn(
      'id',
      [order.cancelledByUserId, order.refundedByUserId].filter((id): id is number => id !== null)
    ),
  ])
  const person = (id: number | null) => people.find((user) => user.id === id) ?? null
  return { order, tickets, cancelledBy: person(order.cancelledByUserId), refundedBy: person(order.refundedByUserId) }
}
