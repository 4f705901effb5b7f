import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The admin's refunds and moderation.
 *
 * orders: why and since when an order needs a refund, for the platform's refund list (GET /api/admin/refunds).
 * - refund_reason (domain/refund_reasons.ts): event_cancelled, order_cancelled (paid after the organizer cancelled the
 *   order), late_payment (paid after the order was given up and its seats were gone), amount_mismatch. Set by the
 *   code that marks the order; rows from before are derived the same way below.
 * - refund_required_at: set by a trigger the moment refund_required becomes true, whoever writes it, so "since when"
 *   is never missing. It stays after the refund (when the need arose); refunded_at says when it ended.
 * - a partial index over the orders still needing one: the list reads only those, oldest first.
 *
 * events: the last unpublish with its reason (an admin's is required and e-mailed to the organizer); cleared when the
 * event is published again. The audit history keeps every one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.timestamp('refund_required_at', { useTz: true }).nullable()
      table.string('refund_reason', 30).nullable()
    })
    this.schema.raw(
      `ALTER TABLE orders ADD CONSTRAINT orders_refund_reason_check CHECK (refund_reason IS NULL OR refund_reason IN ('event_cancelled', 'order_cancelled', 'late_payment', 'amount_mismatch'))`
    )
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION orders_refund_required_at_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.refund_required_at := now();
        RETURN NEW;
      END
      $$
    `)
    // The WHEN clause keeps the function off every other insert and update (an on-sale rush never calls it).
    this.schema.raw(`
      CREATE TRIGGER orders_refund_required_at
      BEFORE INSERT OR UPDATE OF refund_required ON orders
      FOR EACH ROW WHEN (NEW.refund_required AND NEW.refund_required_at IS NULL)
      EXECUTE FUNCTION orders_refund_required_at_trigger()
    `)
    this.schema.raw(`
      UPDATE orders o SET
        refund_reason = CASE
          WHEN e.cancelled_at IS NOT NULL THEN 'event_cancelled'
          WHEN o.cancelled_by_user_id IS NOT NULL THEN 'order_cancelled'
          ELSE 'late_payment' END,
        refund_required_at = coalesce(e.cancelled_at, o.updated_at)
      FROM events e
      WHERE e.id = o.event_id AND (o.refund_required OR o.refunded_at IS NOT NULL)
    `)
    this.schema.raw('CREATE INDEX orders_refund_required_index ON orders (refund_required_at, id) WHERE refund_required')

    this.schema.alterTable('events', (table) => {
      table.timestamp('unpublished_at', { useTz: true }).nullable()
      table.integer('unpublished_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.string('unpublish_reason', 500).nullable()
    })
  }

  async down() {
    this.schema.alterTable('events', (table) => {
      table.dropColumn('unpublish_reason')
      table.dropColumn('unpublished_by')
      table.dropColumn('unpublished_at')
    })
    this.schema.raw('DROP INDEX IF EXISTS orders_refund_required_index')
    this.schema.raw('DROP TRIGGER IF EXISTS orders_refund_required_at ON orders')
    this.schema.raw('DROP FUNCTION IF EXISTS orders_refund_required_at_trigger()')
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_refund_reason_check')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('refund_reason')
      table.dropColumn('refund_required_at')
    })
  }
}
