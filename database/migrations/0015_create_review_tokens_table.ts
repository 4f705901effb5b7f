import { BaseSchema } from '@adonisjs/lucid/schema'
import { TOKEN_STATUSES } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'review_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.specificType('token', 'char(64)').notNullable().unique()
      table.integer('ticket_id').nullable().index().references('tickets.id').onDelete('CASCADE')
      table.integer('event_id').notNullable().index().references('events.id').onDelete('CASCADE')
      table.string('buyer_email', 254).nullable().index()
      table.string('buyer_phone', 20).nullable()
      table.string('buyer_name', 200).nullable()
      table
        .enu('status', TOKEN_STATUSES, { useNative: true, enumName: 'token_status', existingType: true })
        .notNullable()
        .defaultTo('active')
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('reminder_sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
