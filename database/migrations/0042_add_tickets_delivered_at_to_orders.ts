import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Ticket delivery issue: an order's tickets (e-mail, WhatsApp, download link) are delivered once;
 * tickets_delivered_at records when. Orders that exist already count as delivered, so nothing old is
 * sent again. The partial index serves the sweep that picks up deliveries whose job was lost.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.timestamp('tickets_delivered_at', { useTz: true }).nullable()
    })
    this.schema.raw('UPDATE orders SET tickets_delivered_at = created_at')
    this.schema.raw(
      "CREATE INDEX orders_tickets_undelivered_idx ON orders (created_at) WHERE tickets_delivered_at IS NULL AND status IN ('free', 'paid')"
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS orders_tickets_undelivered_idx')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('tickets_delivered_at')
    })
  }
}
