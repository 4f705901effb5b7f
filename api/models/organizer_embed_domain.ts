import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A website an organizer sells on with the embeddable ticket button (migration 0118; rules: domain/embed_origins.ts). */
export default class OrganizerEmbedDomain extends BaseModel {
  static table = 'organizer_embed_domains'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizerId: number

  @column()
  declare origin: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
