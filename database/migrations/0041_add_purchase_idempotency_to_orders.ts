import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Buying issue: a purchase request carries the checkout session; the same session can create one order
 * only (a double click or a retried request gets the same order back). Active holds are summed per
 * ticket type on every reservation, so they get a partial index.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.string('idempotency_key', 160).nullable().unique()
      table.string('session_id', 128).nullable().index()
    })
    this.schema.raw('CREATE INDEX ticket_reservations_active_idx ON ticket_reservations (ticket_type_id, expires_at) WHERE is_active')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS ticket_reservations_active_idx')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('idempotency_key')
      table.dropColumn('session_id')
    })
  }
}
