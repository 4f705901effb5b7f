import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sales at the door and by ticket points: the shift a loket sale belongs to and what was paid.
 *
 * - loket_shifts: a seller opens a shift with a cash float and closes it with the counted cash; expected = float +
 *   cash sales − cash refunds, a difference needs a note; the closing report (per payment method, per ticket type)
 *   is numbered per organizer and frozen: the trigger refuses any change to a closed shift, whoever asks.
 * - orders: the agent a sale was made for (channel 'agent'; the seller is sold_by_user_id), the shift of a loket sale,
 *   and for cash the amount tendered and the change given. payment_method holds 'cash' or 'pin' for these channels.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('loket_shifts', (table) => {
      table.increments('id')
      table.integer('organizer_id').notNullable().references('users.id').onDelete('RESTRICT')
      table.integer('seller_id').notNullable().references('users.id').onDelete('RESTRICT')
      table.timestamp('opened_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.decimal('opening_float', 12, 2).notNullable()
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.integer('closed_by').nullable().references('users.id').onDelete('SET NULL')
      table.decimal('counted_cash', 12, 2).nullable()
      table.decimal('expected_cash', 12, 2).nullable()
      table.decimal('difference', 12, 2).nullable()
      table.text('note').nullable()
      table.integer('report_number').nullable()
      /** The closing report as computed at closing time (per payment method, per ticket type), never recomputed. */
      table.jsonb('report').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE loket_shifts ADD CONSTRAINT loket_shifts_float_not_negative CHECK (opening_float >= 0)')
    this.schema.raw(
      'ALTER TABLE loket_shifts ADD CONSTRAINT loket_shifts_closed_whole CHECK ((closed_at IS NULL) = (counted_cash IS NULL AND report_number IS NULL))'
    )
    this.schema.raw('CREATE INDEX loket_shifts_organizer_index ON loket_shifts (organizer_id, opened_at DESC)')
    this.schema.raw('CREATE UNIQUE INDEX loket_shifts_one_open_per_seller ON loket_shifts (seller_id) WHERE closed_at IS NULL')
    this.schema.raw('CREATE UNIQUE INDEX loket_shifts_report_number_unique ON loket_shifts (organizer_id, report_number)')
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION loket_shifts_frozen_once_closed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.closed_at IS NOT NULL THEN
          RAISE EXCEPTION 'loket shift % is closed and cannot be changed', OLD.id USING ERRCODE = 'check_violation';
        END IF;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END $$
    `)
    this.schema.raw(
      'CREATE TRIGGER loket_shifts_frozen BEFORE UPDATE OR DELETE ON loket_shifts FOR EACH ROW EXECUTE FUNCTION loket_shifts_frozen_once_closed()'
    )

    this.schema.alterTable('orders', (table) => {
      table.integer('agent_id').nullable().references('users.id').onDelete('SET NULL')
      table.integer('loket_shift_id').nullable().references('loket_shifts.id').onDelete('RESTRICT')
      table.decimal('amount_tendered', 12, 2).nullable()
      table.decimal('change_given', 12, 2).nullable()
    })
    this.schema.raw('CREATE INDEX orders_loket_shift_index ON orders (loket_shift_id) WHERE loket_shift_id IS NOT NULL')
    this.schema.raw('CREATE INDEX orders_agent_created_index ON orders (agent_id, created_at) WHERE agent_id IS NOT NULL')
    this.schema.raw("ALTER TABLE orders ADD CONSTRAINT orders_agent_channel CHECK (agent_id IS NULL OR channel = 'agent')")
    this.schema.raw("ALTER TABLE orders ADD CONSTRAINT orders_shift_channel CHECK (loket_shift_id IS NULL OR channel = 'loket')")
  }

  async down() {
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_shift_channel')
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_agent_channel')
    this.schema.raw('DROP INDEX IF EXISTS orders_agent_created_index')
    this.schema.raw('DROP INDEX IF EXISTS orders_loket_shift_index')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('change_given')
      table.dropColumn('amount_tendered')
      table.dropColumn('loket_shift_id')
      table.dropColumn('agent_id')
    })
    this.schema.dropTable('loket_shifts')
    this.schema.raw('DROP FUNCTION IF EXISTS loket_shifts_frozen_once_closed()')
  }
}
