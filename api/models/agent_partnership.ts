import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { PartnershipStatus } from '#enums/statuses'
import User from '#models/user'

const toJson = (value: unknown) => JSON.stringify(value)

export interface PartnershipPermissions {
  canSellAllEvents: boolean
  allowedEventIds: number[]
  allowedTicketTypeIds: number[]
}

export default class AgentPartnership extends BaseModel {
  static table = 'agent_partnerships'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare agentId: number

  @column()
  declare organizerId: number

  @column()
  declare status: PartnershipStatus

  @column()
  declare requestMessage: string | null

  @column()
  declare responseMessage: string | null

  @column({ prepare: toJson })
  declare permissions: PartnershipPermissions

  /** decimal(5,2) as string, default '10.00'. */
  @column()
  declare commissionPercentage: string

  @column.dateTime()
  declare requestedAt: DateTime

  @column()
  declare requestedBy: number | null

  @column.dateTime()
  declare respondedAt: DateTime | null

  @column()
  declare respondedBy: number | null

  @column.dateTime()
  declare terminatedAt: DateTime | null

  @column()
  declare terminatedBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'agentId' })
  declare agent: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'organizerId' })
  declare organizer: BelongsTo<typeof User>
}
