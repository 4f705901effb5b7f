import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Receipts and invoices that name the seller: every organizer numbers its own invoices and credit notes, each
 * sequence without gaps (domain/invoices.ts formats them, api/services/orders/invoice_service.ts reads them).
 *
 * - organizer_invoice_counters: one row per organizer with the last invoice and the last credit note number. Taking
 *   a number updates that row, so it stays locked until the transaction ends: two sales of one organizer take their
 *   numbers one after the other, and a rolled-back sale gives its number back with it.
 * - orders.invoice_number (+ invoice_organizer_id, the seller): set by a trigger the moment an order becomes paid or
 *   free, whichever channel writes it (the free purchase's SQL function, the paid settlement, the counter), inside
 *   that very transaction. A pending order that is never paid takes no number. A Ticketswitch resale is the
 *   platform's sale between two visitors, not the organizer's: it gets none.
 * - orders.credit_note_number: the number of the credit note of a refunded order that had an invoice.
 * - unique (seller, number) for each, so a number can never be handed out twice.
 * Orders that were paid or free before this migration are numbered per organizer in the order they were paid.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('organizer_invoice_counters', (table) => {
      table.integer('organizer_id').primary().references('users.id').onDelete('CASCADE')
      table.integer('last_invoice_number').notNullable().defaultTo(0)
      table.integer('last_credit_note_number').notNullable().defaultTo(0)
    })
    this.schema.alterTable('orders', (table) => {
      table.integer('invoice_organizer_id').nullable().references('users.id').onDelete('SET NULL')
      table.integer('invoice_number').nullable()
      table.integer('credit_note_number').nullable()
    })
    this.schema.raw('CREATE UNIQUE INDEX orders_invoice_number_unique ON orders (invoice_organizer_id, invoice_number)')
    this.schema.raw('CREATE UNIQUE INDEX orders_credit_note_number_unique ON orders (invoice_organizer_id, credit_note_number)')

    // The next number of an organizer's sequence; the counter row stays locked until the caller's transaction ends.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION next_invoice_number(p_organizer_id integer)
      RETURNS integer LANGUAGE sql AS $$
        INSERT INTO organizer_invoice_counters AS c (organizer_id, last_invoice_number) VALUES (p_organizer_id, 1)
        ON CONFLICT (organizer_id) DO UPDATE SET last_invoice_number = c.last_invoice_number + 1
        RETURNING last_invoice_number
      $$
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION next_credit_note_number(p_organizer_id integer)
      RETURNS integer LANGUAGE sql AS $$
        INSERT INTO organizer_invoice_counters AS c (organizer_id, last_credit_note_number) VALUES (p_organizer_id, 1)
        ON CONFLICT (organizer_id) DO UPDATE SET last_credit_note_number = c.last_credit_note_number + 1
        RETURNING last_credit_note_number
      $$
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION orders_invoice_number_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT organizer_id INTO NEW.invoice_organizer_id FROM events WHERE id = NEW.event_id;
        IF NEW.invoice_organizer_id IS NOT NULL THEN
          NEW.invoice_number := next_invoice_number(NEW.invoice_organizer_id);
        END IF;
        RETURN NEW;
      END
      $$
    `)
    // The WHEN clause keeps the function off pending orders and every later update of a numbered one.
    this.schema.raw(`
      CREATE TRIGGER orders_invoice_number
      BEFORE INSERT OR UPDATE OF status ON orders
      FOR EACH ROW WHEN (NEW.invoice_number IS NULL AND NEW.status IN ('paid', 'free') AND NEW.channel <> 'ticketswitch')
      EXECUTE FUNCTION orders_invoice_number_trigger()
    `)

    this.schema.raw(`
      WITH numbered AS (
        SELECT o.id, e.organizer_id,
               row_number() OVER (PARTITION BY e.organizer_id ORDER BY coalesce(o.paid_at, o.created_at), o.id) AS n
        FROM orders o JOIN events e ON e.id = o.event_id
        WHERE o.channel <> 'ticketswitch' AND (o.status IN ('paid', 'free') OR (o.status = 'refunded' AND o.paid_at IS NOT NULL))
      )
      UPDATE orders o SET invoice_organizer_id = numbered.organizer_id, invoice_number = numbered.n
      FROM numbered WHERE numbered.id = o.id
    `)
    this.schema.raw(`
      WITH numbered AS (
        SELECT id, row_number() OVER (PARTITION BY invoice_organizer_id ORDER BY refunded_at, id) AS n
        FROM orders WHERE status = 'refunded' AND invoice_number IS NOT NULL
      )
      UPDATE orders o SET credit_note_number = numbered.n FROM numbered WHERE numbered.id = o.id
    `)
    this.schema.raw(`
      INSERT INTO organizer_invoice_counters (organizer_id, last_invoice_number, last_credit_note_number)
      SELECT invoice_organizer_id, max(invoice_number), coalesce(max(credit_note_number), 0)
      FROM orders WHERE invoice_organizer_id IS NOT NULL GROUP BY invoice_organizer_id
    `)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS orders_invoice_number ON orders')
    this.schema.raw('DROP FUNCTION IF EXISTS orders_invoice_number_trigger()')
    this.schema.raw('DROP FUNCTION IF EXISTS next_invoice_number(integer)')
    this.schema.raw('DROP FUNCTION IF EXISTS next_credit_note_number(integer)')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('credit_note_number')
      table.dropColumn('invoice_number')
      table.dropColumn('invoice_organizer_id')
    })
    this.schema.dropTable('organizer_invoice_counters')
  }
}
