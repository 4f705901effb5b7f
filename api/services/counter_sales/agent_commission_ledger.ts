/*
 * The agents' commission ledger (migration 0073): the 'sale' row written in the sale's transaction and
 * the 'reversal' row written when that order is cancelled or refunded (order_actions_service.ts).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AgentCommission from '#models/agent_commission'
import type AgentPartnership from '#models/agent_partnership'
import type Order from '#models/order'
import type Refund from '#models/refund'
import { commissionOn, negated } from '#domain/counter_sale'
import { add, parseDecimal, toFixedDecimal, ZERO } from '#domain/exact_decimal'

/** The 'sale' ledger row: the partnership's rate now, the commission rounded half up to cents. */
export async function writeSaleCommission(order: Order, partnership: AgentPartnership, sellerId: number, trx: TransactionClientContract) {
  await AgentCommission.create(
    {
      orderId: order.id,
      entryType: 'sale',
      agentId: partnership.agentId,
      organizerId: partnership.organizerId,
      partnershipId: partnership.id,
      sellerId,
      saleTotal: order.total,
      commissionPercentage: partnership.commissionPercentage,
      commissionAmount: commissionOn(order.total, partnership.commissionPercentage),
    },
    { client: trx }
  )
}

/**
 * An agent order that is cancelled or refunded (order_actions_service.ts) gets its 'reversal' row in that
 * transaction: the sale's amounts negated, so the balance no longer counts it. Once per order (unique index).
 */
export async function reverseCommission(orderId: number, trx: TransactionClientContract): Promise<void> {
  const sale = await AgentCommission.query({ client: trx }).where('order_id', orderId).where('entry_type', 'sale').first()
  if (!sale) return
  const reversed = await AgentCommission.query({ client: trx }).where('order_id', orderId).where('entry_type', 'reversal').first()
  if (reversed) return
  await AgentCommission.create(
    {
      orderId,
      entryType: 'reversal',
      agentId: sale.agentId,
      organizerId: sale.organizerId,
      partnershipId: sale.partnershipId,
      sellerId: sale.sellerId,
      saleTotal: negated(sale.saleTotal),
      commissionPercentage: sale.commissionPercentage,
      commissionAmount: negated(sale.commissionAmount),
    },
    { client: trx }
  )
}

/**
 * A refund of (part of) an agent's sale gets its 'refund' row in the refund's transaction: what was paid back and
 * the commission on it, negated, so the agent no longer owes what went back to the buyer nor earns on it. The refund that leaves nothing of the order takes whatever of the sale's commission
 * is still left, so the refunds of a whole order reverse exactly the commission it earned, to the cent.
 */
export async function reverseRefundedCommission(order: Order, refund: Refund, whole: boolean, trx: TransactionClientContract) {
  const entries = await AgentCommission.query({ client: trx }).where('order_id', order.id).orderBy('id')
  const sale = entries.find((entry) => entry.entryType === 'sale')
  if (!sale || entries.some((entry) => entry.entryType === 'reversal' || entry.refundId === refund.id)) return
  const commissionLeft = toFixedDecimal(
    entries.reduce((total, entry) => add(total, parseDecimal(String(entry.commissionAmount)) ?? ZERO), ZERO),
    2
  )
  await AgentCommission.create(
    {
      orderId: order.id,
      entryType: 'refund',
      refundId: refund.id,
      agentId: sale.agentId,
      organizerId: sale.organizerId,
      partnershipId: sale.partnershipId,
      sellerId: sale.sellerId,
      saleTotal: negated(refund.amount),
      commissionPercentage: sale.commissionPercentage,
      commissionAmount: negated(whole ? commissionLeft : commissionOn(refund.amount, sale.commissionPercentage)),
    },
    { client: trx }
  )
}
