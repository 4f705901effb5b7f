/*
 * The demo agent's commission ledger and settlements, so /agent-dashboard and the organizer's
 * settlement page show figures: a 'sale' line per demo agent order at the partnership's rate, rounded half up to
 * cents as a real sale writes it, and the demo settlements. Idempotent: a line per order and type, a settlement per
 * reference; a second run changes nothing (the rate stays the one of the first run, as for a real sale).
 */
import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DEMO_ORDERS, DEMO_SETTLEMENTS } from '#database/demo/business'
import { parseDecimal, percentOf, toFixedDecimal } from '#domain/exact_decimal'

export async function upsertAgentLedger(trx: TransactionClientContract, now: DateTime, userId: (email: string) => number) {
  for (const demo of DEMO_ORDERS) {
    if (!demo.agentEmail || demo.status !== 'paid') continue
    const order = await trx
      .from('orders')
      .join('events', 'events.id', 'orders.event_id')
      .where('orders.order_number', demo.orderNumber)
      .select('orders.id', 'orders.total', 'orders.sold_by_user_id', 'events.organizer_id')
      .firstOrFail()
    const partnership = await trx
      .from('agent_partnerships')
      .where({ agent_id: userId(demo.agentEmail), organizer_id: order.organizer_id, status: 'approved' })
      .firstOrFail()
    const commission = toFixedDecimal(percentOf(parseDecimal(order.total)!, parseDecimal(partnership.commission_percentage)!), 2)
    await trx
      .insertQuery()
      .table('agent_commissions')
      .insert({
        order_id: order.id,
        entry_type: 'sale',
        agent_id: partnership.agent_id,
        organizer_id: partnership.organizer_id,
        partnership_id: partnership.id,
        seller_id: order.sold_by_user_id,
        sale_total: order.total,
        commission_percentage: partnership.commission_percentage,
        commission_amount: commission,
      })
      .knexQuery.onConflict(trx.knexRawQuery("(order_id, entry_type) WHERE entry_type <> 'refund'"))
      .ignore()
  }
  for (const demo of DEMO_SETTLEMENTS) {
    const agentId = userId(demo.agentEmail)
    const organizerId = userId(demo.organizerEmail)
    const existing = await trx
      .from('agent_settlements')
      .where({ agent_id: agentId, organizer_id: organizerId, reference: demo.reference })
      .first()
    if (existing) continue
    await trx.table('agent_settlements').insert({
      agent_id: agentId,
      organizer_id: organizerId,
      amount: demo.amount,
      settled_on: now.minus({ days: demo.daysAgo }).toISODate(),
      reference: demo.reference,
      recorded_by: organizerId,
    })
  }
}
