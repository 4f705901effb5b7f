import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The organizer's orders: who cancelled an unpaid or free order and when, who marked a
 * refundRequired order refunded, when, with the provider's reference and a note. And the indexes that keep an
 * event's order list, its search and its CSV exports fast with 100,000 orders:
 * - orders (event_id, created_at, id): the list's default order and the keyset batches of orders.csv;
 * - orders (event_id, buyer_name, id): the list sorted by buyer;
 * - a trigram index over the searched text (name, e-mail, phone, order number), so a search of one event does
 *   not read all its orders. ORDER_SEARCH_TEXT in api/services/orders/order_query.ts is the same expression;
 * - tickets (event_id, id): the keyset batches of attendees.csv.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.integer('cancelled_by_user_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.timestamp('refunded_at', { useTz: true }).nullable()
      table.integer('refunded_by_user_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.string('refund_reference', 100).nullable()
      table.string('refund_note', 500).nullable()
    })
    this.schema.raw('CREATE INDEX orders_event_created_index ON orders (event_id, created_at, id)')
    this.schema.raw('CREATE INDEX orders_event_buyer_name_index ON orders (event_id, buyer_name, id)')
    this.schema.raw('CREATE INDEX tickets_event_id_id_index ON tickets (event_id, id)')
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    this.schema.raw(
      `CREATE INDEX orders_search_trgm_index ON orders USING gin ((lower(buyer_name || ' ' || coalesce(buyer_email, '') || ' ' || coalesce(buyer_phone, '') || ' ' || order_number)) gin_trgm_ops)`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS orders_search_trgm_index')
    this.schema.raw('DROP INDEX IF EXISTS tickets_event_id_id_index')
    this.schema.raw('DROP INDEX IF EXISTS orders_event_buyer_name_index')
    this.schema.raw('DROP INDEX IF EXISTS orders_event_created_index')
    this.schema.alterTable('orders', (table) => {
      for (const column of [
        'cancelled_at',
        'cancelled_by_user_id',
        'refunded_at',
        'refunded_by_user_id',
        'refund_reference',
        'refund_note',
      ])
        table.dropColumn(column)
    })
  }
}
