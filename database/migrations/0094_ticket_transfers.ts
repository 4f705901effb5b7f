import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A holder gives a ticket to a friend, free (rules: domain/ticket_transfer.ts). Like a Ticketswitch sale the old
 * ticket becomes invalid (tickets.transferred_at) and a new ticket with a new QR code is issued, but on the SAME order
 * (tickets.transferred_from_ticket_id names the ticket it replaces): no payment, no second sale.
 *
 * - ticket_transfers records each transfer: the chain's first ticket (original_ticket_id, what the per-event limit
 *   counts), from and to ticket, the new holder's name and contact, who asked (account, or a guest's download link).
 * - One successor per ticket (unique indexes on tickets.transferred_from_ticket_id and ticket_transfers.from_ticket_id):
 *   two transfers of one ticket at once never both go through, whatever the locks do.
 * - events.max_transfers_per_ticket: how often one bought ticket may be passed on (0 = transfers off), default 1.
 * - The organizer's running totals (event_sales_days, migrations 0063 and 0077) count the tickets an order was sold
 *   with: a ticket made by a transfer is left out of the ticket and order triggers and of the rebuild, so a transfer
 *   never counts as a sale. The functions are 0077's with that one condition added; down() puts 0077's back.
 */
const MAX_TRANSFERS_LIMIT = 10

function salesSql(skipTransferred: boolean) {
  const onlySold = skipTransferred ? 'AND transferred_from_ticket_id IS NULL' : ''
  return {
    orders: `
      CREATE OR REPLACE FUNCTION event_sales_orders_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        o record;
        sign integer;
        n_tickets integer;
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.status, OLD.refund_required, OLD.event_id, OLD.channel, OLD.paid_at, OLD.created_at, OLD.total,
            OLD.subtotal, OLD.platform_fee, OLD.payment_fee, OLD.payment_fee_btw) IS NOT DISTINCT FROM (NEW.status,
            NEW.refund_required, NEW.event_id, NEW.channel, NEW.paid_at, NEW.created_at, NEW.total, NEW.subtotal, NEW.platform_fee,
            NEW.payment_fee, NEW.payment_fee_btw) THEN
          RETURN NEW;
        END IF;
        FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
          CONTINUE WHEN (sign = -1 AND TG_OP = 'INSERT') OR (sign = 1 AND TG_OP = 'DELETE');
          IF sign = -1 THEN o := OLD; ELSE o := NEW; END IF;
          CONTINUE WHEN o.status::text NOT IN ('paid', 'free') OR o.refund_required;
          SELECT count(*) INTO n_tickets FROM tickets WHERE order_id = o.id ${onlySold};
          PERFORM event_sales_add(o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
            sign, sign * n_tickets, sign * o.total, sign * o.platform_fee,
            sign * (o.payment_fee + o.payment_fee_btw), sign * o.subtotal);
        END LOOP;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END
      $$`,
    tickets: `
      CREATE OR REPLACE FUNCTION event_sales_tickets_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        t record;
        o record;
        sign integer;
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.order_id = NEW.order_id THEN RETURN NULL; END IF;
        FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
          CONTINUE WHEN (sign = -1 AND TG_OP = 'INSERT') OR (sign = 1 AND TG_OP = 'DELETE');
          IF sign = -1 THEN t := OLD; ELSE t := NEW; END IF;
          ${skipTransferred ? 'CONTINUE WHEN t.transferred_from_ticket_id IS NOT NULL;' : ''}
          SELECT event_id, channel, status, refund_required, paid_at, created_at INTO o FROM orders WHERE id = t.order_id;
          CONTINUE WHEN NOT FOUND OR o.status::text NOT IN ('paid', 'free') OR o.refund_required;
          PERFORM event_sales_add(o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
            0, sign, 0, 0, 0, 0);
        END LOOP;
        RETURN NULL;
      END
      $$`,
    rebuild: `
      CREATE OR REPLACE FUNCTION rebuild_event_sales_days()
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM event_sales_days;
        INSERT INTO event_sales_days (event_id, channel, day, orders, tickets, gross, platform_fees, payment_fees, net)
        SELECT o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
               count(*), coalesce(sum(t.tickets), 0), sum(o.total), sum(o.platform_fee),
               sum(o.payment_fee + o.payment_fee_btw), sum(o.subtotal)
        FROM orders o
        LEFT JOIN (SELECT order_id, count(*) AS tickets FROM tickets WHERE true ${onlySold} GROUP BY order_id) t ON t.order_id = o.id
        WHERE o.status::text IN ('paid', 'free') AND NOT o.refund_required
        GROUP BY 1, 2, 3;
      END
      $$`,
  }
}

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.smallint('max_transfers_per_ticket').notNullable().defaultTo(1)
    })
    this.schema.raw(
      `ALTER TABLE events ADD CONSTRAINT events_max_transfers_per_ticket CHECK (max_transfers_per_ticket BETWEEN 0 AND ${MAX_TRANSFERS_LIMIT})`
    )

    this.schema.alterTable('tickets', (table) => {
      table.timestamp('transferred_at', { useTz: true }).nullable()
      table.integer('transferred_from_ticket_id').nullable().references('tickets.id').onDelete('SET NULL')
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX tickets_one_successor ON tickets (transferred_from_ticket_id) WHERE transferred_from_ticket_id IS NOT NULL'
    )

    this.schema.createTable('ticket_transfers', (table) => {
      table.increments('id')
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      table.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE')
      table.integer('original_ticket_id').notNullable().references('tickets.id').onDelete('CASCADE')
      table.integer('from_ticket_id').notNullable().references('tickets.id').onDelete('CASCADE')
      table.integer('to_ticket_id').notNullable().references('tickets.id').onDelete('CASCADE')
      table.string('from_name', 201).nullable()
      table.string('to_first_name', 100).notNullable()
      table.string('to_last_name', 100).notNullable()
      table.string('to_email', 254).nullable()
      table.string('to_phone', 20).nullable()
      table.string('to_contact_method', 10).notNullable()
      table.integer('by_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('via', 14).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['from_ticket_id'])
      table.unique(['to_ticket_id'])
      table.index(['original_ticket_id'])
      table.index(['event_id'])
      table.index(['order_id'])
      table.index(['by_user_id'])
    })
    this.schema.raw(`ALTER TABLE ticket_transfers
      ADD CONSTRAINT ticket_transfers_via CHECK (via IN ('account', 'download_link')),
      ADD CONSTRAINT ticket_transfers_contact_method CHECK (to_contact_method IN ('email', 'whatsapp', 'both')),
      ADD CONSTRAINT ticket_transfers_contact_known CHECK (to_email IS NOT NULL OR to_phone IS NOT NULL)`)
    // The new holder's address: a resend request for it finds their tickets.
    this.schema.raw('CREATE INDEX tickets_buyer_email_transferred ON tickets (buyer_email) WHERE transferred_from_ticket_id IS NOT NULL')
    this.schema.raw('CREATE INDEX tickets_buyer_phone_transferred ON tickets (buyer_phone) WHERE transferred_from_ticket_id IS NOT NULL')

    const sql = salesSql(true)
    for (const statement of [sql.orders, sql.tickets, sql.rebuild]) this.schema.raw(statement)
  }

  async down() {
    const sql = salesSql(false)
    for (const statement of [sql.orders, sql.tickets, sql.rebuild]) this.schema.raw(statement)
    this.schema.dropTable('ticket_transfers')
    this.schema.raw('DROP INDEX IF EXISTS tickets_one_successor')
    this.schema.alterTable('tickets', (table) => {
      table.dropColumn('transferred_from_ticket_id')
      table.dropColumn('transferred_at')
    })
    this.schema.raw('ALTER TABLE events DROP CONSTRAINT events_max_transfers_per_ticket')
    this.schema.alterTable('events', (table) => table.dropColumn('max_transfers_per_ticket'))
    this.schema.raw('SELECT rebuild_event_sales_days()')
  }
}
