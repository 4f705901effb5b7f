import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Refunds of one order or of some of its tickets (the rules: domain/refunds.ts). A refund is recorded before the
 * provider is called (status pending, its tickets named in refund_tickets) and settles as succeeded or failed. The
 * last lines against paying back twice are here:
 * - a ticket is in at most one refund that did not fail (refund_tickets.active follows the refund's status, partial
 *   unique index on the ticket);
 * - what the refunds of an order that did not fail return together never exceeds what the order cost (a trigger that
 *   locks the order row and sums again, so two refunds committed side by side are checked one after the other);
 * - one idempotency key per refund, sent to the provider, so a retried refund is never paid out twice.
 * Cash and pin refunds at a counter are recorded against a loket shift; an agent sale's commission is reversed per
 * refund (agent_commissions.refund_id).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('refunds', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE')
      table.decimal('tickets_amount', 12, 2).notNullable()
      table.decimal('fee_amount', 12, 2).notNullable()
      table.decimal('amount', 12, 2).notNullable()
      table.string('currency', 3).notNullable()
      // What the provider pays back in its own currency (Mollie has no SRD), in proportion to what it charged.
      table.decimal('provider_amount', 12, 2).nullable()
      table.string('provider_currency', 3).nullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      table.string('method', 10).notNullable()
      table.string('provider_reference', 120).nullable()
      table.string('reason', 500).notNullable()
      table.string('failure_reason', 500).nullable()
      table.boolean('resell').notNullable().defaultTo(true)
      table.string('initiator', 20).notNullable().defaultTo('organizer')
      table.integer('requested_by_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('idempotency_key', 80).notNullable().unique()
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('loket_shift_id').nullable().references('loket_shifts.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.index(['order_id'])
    })
    this.schema.raw(`ALTER TABLE refunds
      ADD CONSTRAINT refunds_status_known CHECK (status IN ('pending', 'succeeded', 'failed')),
      ADD CONSTRAINT refunds_method_known CHECK (method IN ('mollie', 'uni5pay', 'cash', 'pin', 'manual')),
      ADD CONSTRAINT refunds_initiator_known CHECK (initiator IN ('organizer', 'buyer', 'event_cancelled')),
      ADD CONSTRAINT refunds_amount_exact CHECK (tickets_amount >= 0 AND fee_amount >= 0 AND amount = tickets_amount + fee_amount),
      ADD CONSTRAINT refunds_failure_shape CHECK ((status = 'failed') = (failure_reason IS NOT NULL)),
      ADD CONSTRAINT refunds_completed_shape CHECK ((status = 'pending') = (completed_at IS NULL))`)
    this.schema.raw('CREATE INDEX refunds_loket_shift ON refunds (loket_shift_id) WHERE loket_shift_id IS NOT NULL')
    this.schema.raw('CREATE INDEX refunds_requested_by ON refunds (requested_by_user_id) WHERE requested_by_user_id IS NOT NULL')

    this.schema.createTable('refund_tickets', (table) => {
      table.integer('refund_id').notNullable().references('refunds.id').onDelete('CASCADE')
      table.integer('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE')
      // False once the refund failed: the ticket may be refunded again.
      table.boolean('active').notNullable().defaultTo(true)
      table.primary(['refund_id', 'ticket_id'])
    })
    this.schema.raw('CREATE UNIQUE INDEX refund_tickets_one_active ON refund_tickets (ticket_id) WHERE active')
    this.schema.raw('CREATE INDEX refund_tickets_ticket ON refund_tickets (ticket_id)')

    // The development sandbox of Uni5Pay+ keeps the refunds it was asked for, as the live provider would.
    this.schema.createTable('uni5pay_sandbox_refunds', (table) => {
      table.string('id', 40).primary()
      table.string('payment_id', 40).notNullable().references('uni5pay_sandbox_payments.id').onDelete('CASCADE')
      table.decimal('amount', 12, 2).notNullable()
      table.string('currency', 3).notNullable()
      table.string('description', 255).notNullable()
      table.string('idempotency_key', 80).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['payment_id'])
    })

    this.schema.alterTable('tickets', (table) => {
      table.timestamp('refunded_at', { useTz: true }).nullable()
    })

    this.schema.alterTable('platform_settings', (table) => {
      // Whether the buyer's fees go back with a refund: yes when the organizer refunds, no when the buyer cancels.
      table.boolean('refund_fee_on_organizer_refund').notNullable().defaultTo(true)
      table.boolean('refund_fee_on_buyer_cancel').notNullable().defaultTo(false)
    })

    this.schema.alterTable('agent_commissions', (table) => {
      table.integer('refund_id').nullable().references('refunds.id').onDelete('RESTRICT')
    })
    this.schema.raw('ALTER TABLE agent_commissions DROP CONSTRAINT agent_commissions_entry_type')
    this.schema.raw(
      "ALTER TABLE agent_commissions ADD CONSTRAINT agent_commissions_entry_type CHECK (entry_type IN ('sale', 'reversal', 'refund'))"
    )
    this.schema.raw(
      "ALTER TABLE agent_commissions ADD CONSTRAINT agent_commissions_refund_shape CHECK ((entry_type = 'refund') = (refund_id IS NOT NULL))"
    )
    // The one-entry-per-order index covers sale and reversal; refunds are one per refund.
    this.schema.raw('DROP INDEX agent_commissions_one_entry_per_order')
    this.schema.raw(
      "CREATE UNIQUE INDEX agent_commissions_one_entry_per_order ON agent_commissions (order_id, entry_type) WHERE entry_type <> 'refund'"
    )
    this.schema.raw('CREATE UNIQUE INDEX agent_commissions_one_per_refund ON agent_commissions (refund_id) WHERE refund_id IS NOT NULL')

    // A refund's tickets stay claimed while it is pending or succeeded, and are let go when it fails.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION refund_tickets_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE refund_tickets SET active = (NEW.status <> 'failed') WHERE refund_id = NEW.id AND active <> (NEW.status <> 'failed');
        RETURN NEW;
      END $$`)
    this.schema.raw(`CREATE TRIGGER refund_tickets_follow_status AFTER UPDATE OF status ON refunds
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION refund_tickets_follow_status()`)

    // Never more back than was paid: the order's row is locked, then its refunds that did not fail are summed.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION refunds_within_paid() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        paid numeric(12, 2);
        returned numeric(12, 2);
      BEGIN
        IF NEW.status = 'failed' THEN RETURN NEW; END IF;
        SELECT total INTO paid FROM orders WHERE id = NEW.order_id FOR UPDATE;
        SELECT coalesce(sum(amount), 0) INTO returned FROM refunds WHERE order_id = NEW.order_id AND status <> 'failed' AND id <> NEW.id;
        IF returned + NEW.amount > paid THEN
          RAISE EXCEPTION 'refunds of order % would return % of %', NEW.order_id, returned + NEW.amount, paid
            USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_paid';
        END IF;
        RETURN NEW;
      END $$`)
    this.schema.raw(`CREATE TRIGGER refunds_within_paid BEFORE INSERT OR UPDATE OF amount, status ON refunds
      FOR EACH ROW EXECUTE FUNCTION refunds_within_paid()`)
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS agent_commissions_one_per_refund')
    this.schema.raw('DROP INDEX IF EXISTS agent_commissions_one_entry_per_order')
    this.schema.raw("DELETE FROM agent_commissions WHERE entry_type = 'refund'")
    this.schema.raw('CREATE UNIQUE INDEX agent_commissions_one_entry_per_order ON agent_commissions (order_id, entry_type)')
    this.schema.raw('ALTER TABLE agent_commissions DROP CONSTRAINT agent_commissions_refund_shape')
    this.schema.raw('ALTER TABLE agent_commissions DROP CONSTRAINT agent_commissions_entry_type')
    this.schema.raw("ALTER TABLE agent_commissions ADD CONSTRAINT agent_commissions_entry_type CHECK (entry_type IN ('sale', 'reversal'))")
    this.schema.alterTable('agent_commissions', (table) => table.dropColumn('refund_id'))
    this.schema.alterTable('platform_settings', (table) => {
      table.dropColumn('refund_fee_on_organizer_refund')
      table.dropColumn('refund_fee_on_buyer_cancel')
    })
    this.schema.alterTable('tickets', (table) => table.dropColumn('refunded_at'))
    this.schema.dropTable('uni5pay_sandbox_refunds')
    this.schema.dropTable('refund_tickets')
    this.schema.dropTable('refunds')
    this.schema.raw('DROP FUNCTION IF EXISTS refunds_within_paid()')
    this.schema.raw('DROP FUNCTION IF EXISTS refund_tickets_follow_status()')
  }
}
