import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The admin dashboard (api/services/admin_stats_service.ts) reads two things from orders on each
 * refresh that event_sales_days does not hold; without these indexes both read every order (~0.6 s and ~0.16 s
 * with 100,000 orders, `npm run bench:admin-stats`):
 * - the latest sales: sold orders (paid or free, not refundRequired) by moment of sale, newest first;
 * - the orders still to refund (refundRequired, not refunded): few, so a small partial index.
 * Both predicates are the service's WHERE clauses word for word, so the planner can use them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE INDEX orders_latest_sales_index ON orders ((coalesce(paid_at, created_at)) DESC, id DESC)
       WHERE status IN ('paid', 'free') AND NOT refund_required`
    )
    this.schema.raw('CREATE INDEX orders_refund_owed_index ON orders (id) WHERE refund_required AND refunded_at IS NULL')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS orders_refund_owed_index')
    this.schema.raw('DROP INDEX IF EXISTS orders_latest_sales_index')
  }
}
