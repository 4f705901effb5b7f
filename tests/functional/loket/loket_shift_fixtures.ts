/*
 * Loket orders of a shift written straight to the tables, as the counter sale (POST /api/loket/sales, tested on its
 * own) leaves them: channel 'loket', the shift and the seller on the order, cash or pin, paid on the spot.
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type TicketType from '#models/ticket_type'
import type LoketShift from '#models/loket_shift'
import { issueTickets } from '#tests/functional/orders/sales_fixtures'

export interface LoketOrder {
  shift: LoketShift
  method: 'cash' | 'pin'
  lines: { type: TicketType; quantity: number }[]
  status?: 'paid' | 'free' | 'pending' | 'cancelled' | 'expired' | 'refunded'
}

const TAKEN = ['paid', 'free', 'cancelled', 'refunded']

/** The order with its tickets (priced at their type's price); returns its id and total. */
export async function loketOrder(sale: LoketOrder, client: TransactionClientContract | typeof db = db) {
  const status = sale.status ?? 'paid'
  const cents = sale.lines.reduce((sum, line) => sum + Math.round(Number(line.type.price) * 100) * line.quantity, 0)
  const total = (cents / 100).toFixed(2)
  const [order] = await client
    .table('orders')
    .insert({
      order_number: `L-${randomUUID().slice(0, 12)}`,
      event_id: sale.lines[0].type.eventId,
      buyer_name: 'Loket Koper',
      subtotal: total,
      total,
      status,
      payment_provider: 'loket',
      payment_method: sale.method,
      channel: 'loket',
      loket_shift_id: sale.shift.id,
      sold_by_user_id: sale.shift.sellerId,
      paid_at: TAKEN.includes(status) ? new Date() : null,
      tickets_delivered_at: new Date(),
      lines: JSON.stringify(sale.lines.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity }))),
    })
    .returning('id')
  if (status !== 'pending' && status !== 'expired') {
    const valid = status === 'paid' || status === 'free'
    for (const line of sale.lines) await issueTickets(order.id, line.type, line.quantity, () => ({ is_valid: valid }), client)
  }
  return { id: order.id as number, total }
}
