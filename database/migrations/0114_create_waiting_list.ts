import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The waiting list of a sold-out ticket type (docs/buying.md#waiting-list): who waits, for how many seats, in which
 * channel and language, in order of joining. An offer is a hold (ticket_reservations) under the entry's own checkout
 * session id, so offered seats are off sale to everyone else until the offer is used or runs out. The event's
 * organizer sets how long an offer holds its seats.
 */
export default class extends BaseSchema {
  protected tableName = 'waiting_list_entries'

  async up() {
    this.schema.alterTable('events', (table) => {
      table.integer('waiting_list_offer_minutes').notNullable().defaultTo(120)
    })
    this.schema.raw(
      'ALTER TABLE events ADD CONSTRAINT events_waiting_list_offer_minutes CHECK (waiting_list_offer_minutes BETWEEN 15 AND 2880)'
    )
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('ticket_type_id').notNullable().references('ticket_types.id').onDelete('CASCADE')
      table.integer('quantity').notNullable()
      table.specificType('contact_method', 'contact_method').notNullable()
      table.string('email', 254).nullable()
      table.string('phone', 20).nullable()
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.string('language', 5).notNullable().defaultTo('nl')
      table.string('status', 10).notNullable().defaultTo('waiting')
      /** The checkout session whose hold is the offer; the secret the offer link carries. */
      table.string('offer_session_id', 64).nullable().unique()
      table.timestamp('offered_at', { useTz: true }).nullable()
      table.timestamp('offer_expires_at', { useTz: true }).nullable()
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE waiting_list_entries ADD CONSTRAINT waiting_list_entries_quantity CHECK (quantity BETWEEN 1 AND 100)')
    this.schema.raw(
      "ALTER TABLE waiting_list_entries ADD CONSTRAINT waiting_list_entries_status CHECK (status IN ('waiting', 'offered', 'bought', 'expired', 'left'))"
    )
    this.schema.raw(
      "ALTER TABLE waiting_list_entries ADD CONSTRAINT waiting_list_entries_offer CHECK (status <> 'offered' OR (offer_session_id IS NOT NULL AND offer_expires_at IS NOT NULL))"
    )
    this.schema.raw(
      "CREATE INDEX waiting_list_entries_open_index ON waiting_list_entries (ticket_type_id, id) WHERE status IN ('waiting', 'offered')"
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
    this.schema.alterTable('events', (table) => {
      table.dropColumn('waiting_list_offer_minutes')
    })
  }
}
