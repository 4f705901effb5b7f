import { BaseSchema } from '@adonisjs/lucid/schema'
import { REVIEW_TYPES } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'review_invite_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.specificType('token', 'char(64)').notNullable().unique()
      table.string('invitee_email', 254).nullable().index()
      table.string('invitee_phone', 20).nullable()
      table.enu('review_type', REVIEW_TYPES, { useNative: true, enumName: 'review_type', existingType: true }).notNullable()
      table.integer('event_id').nullable().index().references('events.id').onDelete('CASCADE')
      table.integer('venue_id').nullable().index().references('venues.id').onDelete('CASCADE')
      table.integer('organizer_id').nullable().index().references('users.id').onDelete('CASCADE')
      table.string('invited_by', 60).notNullable().defaultTo('systeem')
      table.boolean('is_used').notNullable().defaultTo(false)
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.boolean('email_sent').notNullable().defaultTo(false)
      table.timestamp('email_sent_at', { useTz: true }).nullable()
      table.boolean('whatsapp_sent').notNullable().defaultTo(false)
      table.timestamp('whatsapp_sent_at', { useTz: true }).nullable()
      table.integer('delivery_attempts').notNullable().defaultTo(0)
      table.text('delivery_error').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
