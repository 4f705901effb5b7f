import { BaseSchema } from '@adonisjs/lucid/schema'
import { CONTACT_METHODS } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'tickets'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().index().references('orders.id').onDelete('CASCADE')
      // Sold tickets keep their event and type: those cannot be deleted while tickets exist.
      table.integer('event_id').notNullable().index().references('events.id').onDelete('RESTRICT')
      table.integer('ticket_type_id').notNullable().index().references('ticket_types.id').onDelete('RESTRICT')
      table.string('buyer_email', 254).nullable().index()
      table.string('buyer_name', 200).nullable()
      table.string('buyer_phone', 20).nullable().index()
      /** Email or phone the buyer is known by (per-user limits, lookups). */
      table.string('buyer_identifier', 254).nullable().index()
      table
        .enu('contact_method', CONTACT_METHODS, { useNative: true, enumName: 'contact_method', existingType: true })
        .notNullable()
        .defaultTo('email')
      table.string('qr_code', 128).notNullable().unique()
      table.decimal('purchase_price', 12, 2).notNullable().defaultTo(0)
      table.boolean('is_valid').notNullable().defaultTo(true)
      table.boolean('is_checked_in').notNullable().defaultTo(false)
      table.timestamp('checked_in_at', { useTz: true }).nullable()
      table.integer('checked_in_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.boolean('transferred_to_ticketswitch').notNullable().defaultTo(false)
      table.timestamp('purchase_date', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
