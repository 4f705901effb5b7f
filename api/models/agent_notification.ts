import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import AgentPartnership from '#models/agent_partnership'

export default class AgentNotification extends BaseModel {
  static table = 'agent_notifications'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare agentId: number

  @column()
  declare organizerId: number | null

  /** partnership_approved, partnership_rejected, partnership_terminated, partnership_permissions_updated, ... */
  @column()
  declare type: string

  @column()
  declare title: string

  @column()
  declare message: string

  @column()
  declare isRead: boolean

  @column()
  declare relatedPartnershipId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'agentId' })
  declare agent: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'organizerId' })
  declare organizer: BelongsTo<typeof User>

  @belongsTo(() => AgentPartnership, { foreignKey: 'relatedPartnershipId' })
  declare partnership: BelongsTo<typeof AgentPartnership>
}
