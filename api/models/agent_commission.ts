import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One line of the agents' commission ledger (migration 0073): a sale, or its reversal (negative). */
export default class AgentCommission extends BaseModel {
  static table = 'agent_commissions'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column()
  declare entryType: 'sale' | 'reversal' | 'refund'

  /** entryType 'refund': the refund of part (or the rest) of the order this row reverses. */
  @column()
  declare refundId: number | null

  @column()
  declare agentId: number

  @column()
  declare organizerId: number

  @column()
  declare partnershipId: number

  @column()
  declare sellerId: number | null

  /** decimal(12,2) as string: what the agent collected (negative on a reversal). */
  @column()
  declare saleTotal: string

  /** decimal(5,2) as string: the partnership's rate when the sale was made. */
  @column()
  declare commissionPercentage: string

  @column()
  declare commissionAmount: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
