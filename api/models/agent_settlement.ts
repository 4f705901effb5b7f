import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A payment from an agent to an organizer (migration 0079); it lowers what the agent owes. */
export default class AgentSettlement extends BaseModel {
  static table = 'agent_settlements'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare agentId: number

  @column()
  declare organizerId: number

  /** decimal(12,2) as string, > 0. */
  @column()
  declare amount: string

  /** yyyy-mm-dd, a Suriname calendar day. */
  @column()
  declare settledOn: string

  @column()
  declare reference: string | null

  @column()
  declare recordedBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
