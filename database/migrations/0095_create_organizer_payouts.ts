import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the platform paid out to an organizer (docs/payouts.md): one row per transfer, marked by an admin with the
 * bank's reference. A payout covers what was owed up to `covers_until` (the moment it was marked). Rows are never
 * changed or removed: the statement's balance is what was owed minus the sum of these rows.
 */
export default class extends BaseSchema {
  protected tableName = 'organizer_payouts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('organizer_id').notNullable().references('users.id').onDelete('RESTRICT')
      table.decimal('amount', 12, 2).notNullable()
      table.string('currency', 3).notNullable().defaultTo('SRD')
      table.string('reference', 200).notNullable()
      table.text('note').nullable()
      table.timestamp('covers_until', { useTz: true }).notNullable()
      table.timestamp('paid_at', { useTz: true }).notNullable()
      table.integer('paid_by_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE organizer_payouts ADD CONSTRAINT organizer_payouts_amount_positive CHECK (amount > 0)')
    this.schema.raw("ALTER TABLE organizer_payouts ADD CONSTRAINT organizer_payouts_reference_present CHECK (btrim(reference) <> '')")
    this.schema.raw('CREATE INDEX organizer_payouts_organizer_index ON organizer_payouts (organizer_id, paid_at)')
    this.schema.raw('CREATE INDEX organizer_payouts_paid_by_index ON organizer_payouts (paid_by_user_id)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
