import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The reports of the retention job (api/services/privacy/retention_service.ts): one row per run, with per kind how
 * many rows it removed or anonymised (counts, keyed by data_retention_policies.entity_type). A run the process lost
 * stays 'running' until the next run marks it 'interrupted' (heartbeat_at stops moving).
 *
 * orders.anonymised_at marks an order whose buyer's personal fields were replaced (api/services/privacy/
 * anonymise_order.ts), so anonymising is done once; the partial index finds the guest orders still to do per event.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('retention_runs', (table) => {
      table.increments('id')
      table.string('trigger', 10).notNullable()
      table.integer('triggered_by_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('status', 12).notNullable().defaultTo('running')
      table.jsonb('counts').notNullable().defaultTo('{}')
      table.text('error').nullable()
      table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('heartbeat_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.index(['started_at'])
    })
    this.schema.raw(`ALTER TABLE retention_runs
      ADD CONSTRAINT retention_runs_trigger_known CHECK (trigger IN ('nightly', 'manual')),
      ADD CONSTRAINT retention_runs_status_known CHECK (status IN ('running', 'succeeded', 'failed', 'interrupted')),
      ADD CONSTRAINT retention_runs_finished_shape CHECK ((status = 'running') = (finished_at IS NULL))`)
    // One run at a time: the nightly job and an admin's "run now" never work side by side.
    this.schema.raw("CREATE UNIQUE INDEX retention_runs_one_running ON retention_runs ((true)) WHERE status = 'running'")

    this.schema.alterTable('orders', (table) => {
      table.timestamp('anonymised_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      'CREATE INDEX orders_guest_not_anonymised_index ON orders (event_id) WHERE buyer_user_id IS NULL AND anonymised_at IS NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS orders_guest_not_anonymised_index')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('anonymised_at')
    })
    this.schema.dropTable('retention_runs')
  }
}
