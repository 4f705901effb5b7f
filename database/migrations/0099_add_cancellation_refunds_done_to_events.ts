import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A cancelled event's paid orders are refunded by a background job, batch by batch. events.cancellation_refunds_done_at
 * is set once every such order has a refund that ended (succeeded or failed); until then the minute job picks the
 * cancellation up again, so a crash halfway continues where it stopped. Events cancelled before count as done.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.timestamp('cancellation_refunds_done_at', { useTz: true }).nullable()
    })
    // Events cancelled before: their paid orders were marked for the refund queue then, and are refunded by hand.
    this.schema.raw('UPDATE events SET cancellation_refunds_done_at = cancelled_at WHERE cancelled_at IS NOT NULL')
    this.schema.raw(
      'CREATE INDEX events_cancellation_refunds_open ON events (id) WHERE cancelled_at IS NOT NULL AND cancellation_refunds_done_at IS NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS events_cancellation_refunds_open')
    this.schema.alterTable('events', (table) => {
      table.dropColumn('cancellation_refunds_done_at')
    })
  }
}
