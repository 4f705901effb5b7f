import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What an agent paid an organizer (settlement): the organizer (or their manager) records each payment
 * with its date and reference. Balance per agent and organizer = Σ ledger sale_total − Σ ledger commission_amount
 * (agent_commissions, reversals included) − Σ amount here: what the agent still owes (negative: overpaid).
 * Append-only: a mistake is corrected by recording the difference, never by changing history (no update route).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('agent_settlements', (table) => {
      table.increments('id')
      table.integer('agent_id').notNullable().references('users.id').onDelete('RESTRICT')
      table.integer('organizer_id').notNullable().references('users.id').onDelete('RESTRICT')
      table.decimal('amount', 12, 2).notNullable()
      /** The Suriname calendar day the money changed hands. */
      table.date('settled_on').notNullable()
      table.string('reference', 200).nullable()
      table.integer('recorded_by').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE agent_settlements ADD CONSTRAINT agent_settlements_amount_positive CHECK (amount > 0)')
    this.schema.raw('CREATE INDEX agent_settlements_agent_organizer_index ON agent_settlements (agent_id, organizer_id, settled_on)')
    this.schema.raw('CREATE INDEX agent_settlements_organizer_index ON agent_settlements (organizer_id, settled_on)')
    this.schema.raw('CREATE INDEX agent_settlements_recorded_by_index ON agent_settlements (recorded_by)')
  }

  async down() {
    this.schema.dropTable('agent_settlements')
  }
}
