import { BaseSchema } from '@adonisjs/lucid/schema'
import { CONTACT_METHODS } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'ticket_reservations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('ticket_type_id').notNullable().index().references('ticket_types.id').onDelete('CASCADE')
      table.integer('quantity').notNullable()
      table.string('session_id', 128).notNullable().index()
      table.string('buyer_email', 254).nullable()
      table.string('buyer_phone', 20).nullable()
      table.string('buyer_identifier', 254).nullable()
      table
        .enu('contact_method', CONTACT_METHODS, { useNative: true, enumName: 'contact_method', existingType: true })
        .notNullable()
        .defaultTo('email')
      table.timestamp('reserved_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE ticket_reservations ADD CONSTRAINT ticket_reservations_quantity_positive CHECK (quantity > 0)')
    // Availability sums the active, unexpired holds per ticket type.
    this.schema.raw('CREATE INDEX ticket_reservations_active_index ON ticket_reservations (ticket_type_id, expires_at) WHERE is_active')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
