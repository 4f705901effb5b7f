import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The agents' commission ledger: one 'sale' row per agent order, written in the sale's transaction
 * with the partnership's rate at that moment (later rate changes never touch it), and a 'reversal' row (negative
 * amounts) when such an order is cancelled or refunded. Amounts are exact decimals, the commission rounded half up
 * to cents. What the agent owes an organizer = Σ sale_total − Σ commission_amount − Σ agent_settlements.amount.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('agent_commissions', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('orders.id').onDelete('RESTRICT')
      table.string('entry_type', 10).notNullable().defaultTo('sale')
      table.integer('agent_id').notNullable().references('users.id').onDelete('RESTRICT')
      table.integer('organizer_id').notNullable().references('users.id').onDelete('RESTRICT')
      table.integer('partnership_id').notNullable().references('agent_partnerships.id').onDelete('RESTRICT')
      table.integer('seller_id').nullable().references('users.id').onDelete('SET NULL')
      /** What the agent collected for the order (its total; negative on a reversal). */
      table.decimal('sale_total', 12, 2).notNullable()
      table.decimal('commission_percentage', 5, 2).notNullable()
      table.decimal('commission_amount', 12, 2).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw("ALTER TABLE agent_commissions ADD CONSTRAINT agent_commissions_entry_type CHECK (entry_type IN ('sale', 'reversal'))")
    this.schema.raw(
      'ALTER TABLE agent_commissions ADD CONSTRAINT agent_commissions_rate_range CHECK (commission_percentage >= 0 AND commission_percentage <= 100)'
    )
    this.schema.raw('CREATE UNIQUE INDEX agent_commissions_one_entry_per_order ON agent_commissions (order_id, entry_type)')
    this.schema.raw('CREATE INDEX agent_commissions_agent_organizer_index ON agent_commissions (agent_id, organizer_id, created_at)')
    this.schema.raw('CREATE INDEX agent_commissions_organizer_index ON agent_commissions (organizer_id, created_at)')
  }

  async down() {
    this.schema.dropTable('agent_commissions')
  }
}
