import { BaseSchema } from '@adonisjs/lucid/schema'

const PLACE_HOLD =
  'place_ticket_hold(integer, integer, text, text, text, text, timestamptz, timestamptz, text, integer, integer, integer, integer, integer)'
const BUY_FREE =
  'buy_free_tickets(integer, integer[], integer[], integer[], text[], text, text, text, integer, text, text, text, text, timestamptz, boolean, text, text, text[], text[], text, integer, integer, integer)'

/** One text replaced inside a stock function's body; refuses when the text is not there exactly once (a silent no-op would sell hidden types). */
function rewrite(signature: string, from: string, to: string) {
  return `
    DO $$
    DECLARE
      v_def text := pg_get_functiondef('${signature}'::regprocedure);
    BEGIN
      IF (length(v_def) - length(replace(v_def, '${from}', ''))) / length('${from}') <> 1 THEN
        RAISE EXCEPTION 'expected the text once in %: %', '${signature}', '${from}';
      END IF;
      EXECUTE replace(v_def, '${from}', '${to}');
    END
    $$`
}

const HOLD_ON_SALE = 'AND tt.is_active AND e.is_published'
const HOLD_ON_SALE_VISIBLE = 'AND tt.is_active AND (NOT tt.is_hidden OR tt.id = ANY (unlocked_ticket_types())) AND e.is_published'
const FREE_ON_SALE = 'tt.price = 0 AND tt.is_active AND e.is_published'
const FREE_ON_SALE_VISIBLE = 'tt.price = 0 AND tt.is_active AND NOT tt.is_hidden AND e.is_published'

/**
 * Discount and access codes (per event) and hidden ticket types.
 *
 * - discount_codes: a code is unique per event whatever its case; `kind` percentage (value 0-100 % off each ticket it
 *   applies to), fixed (value SRD off each such ticket, down to 0) or access (unlocks hidden types; value is an optional
 *   discount as for percentage). Uses are not a counter: they are the orders that carry the code and still hold their
 *   seats (pending, paid, free), counted under the code's row lock in the order's transaction.
 * - ticket_types.is_hidden: not listed publicly; only a cart whose access code unlocks it may hold or buy it.
 * - orders.discount_code_id/discount_code/discount_amount: the code as typed, and the SRD taken off the subtotal.
 * - The one-call stock functions decline hidden types (the TypeScript paths decide with the code):
 *   place_ticket_hold() places a hidden type's hold only when the transaction unlocked it
 *   (set_config('suritickets.unlocked_ticket_types', …, true)); buy_free_tickets() never buys one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('ticket_types', (table) => {
      table.boolean('is_hidden').notNullable().defaultTo(false)
    })
    // migration:fresh drops tables, not types: one left by an earlier database is replaced.
    this.schema.raw('DROP TYPE IF EXISTS discount_code_kind')
    this.schema.raw("CREATE TYPE discount_code_kind AS ENUM ('percentage', 'fixed', 'access')")
    this.schema.createTable('discount_codes', (table) => {
      table.increments('id')
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      table.string('code', 40).notNullable()
      table
        .enum('kind', ['percentage', 'fixed', 'access'], { useNative: true, enumName: 'discount_code_kind', existingType: true })
        .notNullable()
      table.decimal('value', 12, 2).notNullable().defaultTo(0)
      table.specificType('ticket_type_ids', 'integer[]').nullable()
      table.specificType('unlocks_ticket_type_ids', 'integer[]').nullable()
      table.integer('max_uses').nullable()
      table.integer('max_uses_per_buyer').nullable()
      table.timestamp('valid_from', { useTz: true }).nullable()
      table.timestamp('valid_until', { useTz: true }).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('created_by').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.raw('CREATE UNIQUE INDEX discount_codes_event_code_unique ON discount_codes (event_id, lower(code))')
    this.schema.raw('CREATE INDEX discount_codes_created_by_index ON discount_codes (created_by)')
    this.schema.raw(
      "ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_value_range CHECK (value >= 0 AND (kind = 'fixed' OR value <= 100))"
    )
    this.schema.raw(
      'ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_limits_positive CHECK ((max_uses IS NULL OR max_uses >= 1) AND (max_uses_per_buyer IS NULL OR max_uses_per_buyer >= 1))'
    )
    this.schema.alterTable('orders', (table) => {
      table.integer('discount_code_id').nullable().references('discount_codes.id').onDelete('SET NULL')
      table.string('discount_code', 40).nullable()
      table.decimal('discount_amount', 12, 2).notNullable().defaultTo(0)
    })
    this.schema.raw('CREATE INDEX orders_discount_code_id_index ON orders (discount_code_id) WHERE discount_code_id IS NOT NULL')
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION unlocked_ticket_types() RETURNS integer[]
      LANGUAGE sql STABLE AS $$
        SELECT coalesce(string_to_array(nullif(current_setting('suritickets.unlocked_ticket_types', true), ''), ',')::integer[], '{}')
      $$`)
    this.schema.raw(rewrite(PLACE_HOLD, HOLD_ON_SALE, HOLD_ON_SALE_VISIBLE))
    this.schema.raw(rewrite(BUY_FREE, FREE_ON_SALE, FREE_ON_SALE_VISIBLE))
  }

  async down() {
    this.schema.raw(rewrite(PLACE_HOLD, HOLD_ON_SALE_VISIBLE, HOLD_ON_SALE))
    this.schema.raw(rewrite(BUY_FREE, FREE_ON_SALE_VISIBLE, FREE_ON_SALE))
    this.schema.raw('DROP FUNCTION unlocked_ticket_types()')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('discount_code_id')
      table.dropColumn('discount_code')
      table.dropColumn('discount_amount')
    })
    this.schema.dropTable('discount_codes')
    this.schema.raw('DROP TYPE IF EXISTS discount_code_kind')
    this.schema.alterTable('ticket_types', (table) => {
      table.dropColumn('is_hidden')
    })
  }
}
