import { BaseSchema } from '@adonisjs/lucid/schema'
import { VENUE_BOOKING_STATUSES } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'venue_bookings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('venue_id').notNullable().index().references('venues.id').onDelete('CASCADE')
      table.integer('event_id').nullable().index().references('events.id').onDelete('SET NULL')
      table.integer('requested_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.date('booking_date').notNullable()
      table
        .enu('status', VENUE_BOOKING_STATUSES, { useNative: true, enumName: 'venue_booking_status', existingType: true })
        .notNullable()
        .defaultTo('pending')
      table.text('notes').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE INDEX venue_bookings_venue_date_index ON venue_bookings (venue_id, booking_date)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
