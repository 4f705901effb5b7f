/*
 * Agent sales as's sale endpoint leaves them, written straight to the tables: an order with
 * channel 'agent', the agent and the seller, payment cash or pin, its tickets, and the ledger's 'sale' line with
 * the commission rounded half up to cents; a cancelled one also has its 'reversal' line. Each sale returns its
 * cents, worked out here in whole numbers, so a spec counts independently of the code under test.
 */
import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import type User from '#models/user'
import type TicketType from '#models/ticket_type'
import AgentPartnership, { type PartnershipPermissions } from '#models/agent_partnership'
import { sell } from '#tests/functional/orders/sales_fixtures'

export async function partner(
  agent: User,
  organizer: User,
  options: {
    status?: 'pending' | 'approved' | 'rejected' | 'terminated'
    commission?: string
    permissions?: Partial<PartnershipPermissions>
  } = {}
): Promise<AgentPartnership> {
  return AgentPartnership.create({
    agentId: agent.id,
    organizerId: organizer.id,
    status: options.status ?? 'approved',
    commissionPercentage: options.commission ?? '10.00',
    permissions: { canSellAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [], ...options.permissions },
  })
}

export interface AgentSale {
  type: TicketType
  quantity: number
  partnership: AgentPartnership
  seller: User
  paymentMethod?: 'cash' | 'pin'
  paidAt?: DateTime
  /** Cancelled afterwards: status cancelled and a reversal line in the ledger. */
  reversed?: boolean
  /** Left pending without a ledger line (an unfinished sale never counts). */
  pending?: boolean
}

/** Commission in cents of `cents` at `rate` percent ('7.50'), rounded half up, in whole numbers only. */
export function commissionCents(cents: number, rate: string): number {
  const basisPoints = Math.round(Number(rate) * 100)
  return Math.floor((2 * cents * basisPoints + 10_000) / 20_000)
}

export async function agentSale(sale: AgentSale) {
  const { partnership } = sale
  const sold = await sell({
    type: sale.type,
    quantity: sale.quantity,
    channel: 'agent',
    paidAt: sale.paidAt,
    status: sale.pending ? 'pending' : 'paid',
  })
  await db
    .from('orders')
    .where('id', sold.id)
    .update({
      agent_id: partnership.agentId,
      sold_by_user_id: sale.seller.id,
      payment_method: sale.paymentMethod ?? 'cash',
      payment_provider: 'agent',
    })
  const commission = commissionCents(sold.gross, partnership.commissionPercentage)
  if (!sale.pending) await ledger(sold.id, 'sale', partnership, sale.seller, sold.gross, commission)
  if (sale.reversed) {
    await db.from('orders').where('id', sold.id).update({ status: 'cancelled', cancelled_at: new Date() })
    await ledger(sold.id, 'reversal', partnership, sale.seller, -sold.gross, -commission)
  }
  return { id: sold.id, cents: sold.gross, commission, tickets: sale.quantity, counted: !sale.reversed && !sale.pending }
}

async function ledger(orderId: number, entryType: string, partnership: AgentPartnership, seller: User, cents: number, commission: number) {
  await db.table('agent_commissions').insert({
    order_id: orderId,
    entry_type: entryType,
    agent_id: partnership.agentId,
    organizer_id: partnership.organizerId,
    partnership_id: partnership.id,
    seller_id: seller.id,
    sale_total: (cents / 100).toFixed(2),
    commission_percentage: partnership.commissionPercentage,
    commission_amount: (commission / 100).toFixed(2),
  })
}
