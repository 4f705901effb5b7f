/*
 * The agents' commission ledger (migration 0073): the 'sale' row written in the sale's transaction and
 * the 'reversal' row written when that order is cancelled or refunded (order_actions_service.ts).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AgentCommission from '#models/agent_commission'
import type AgentPartnership from '#models/agent_partnership'
import type Order from '#models/order'
import { commissionOn, negated } from '#domain/counter_sale'

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
