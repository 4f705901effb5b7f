import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The agent dashboard's sales per payment method (cash, pin, ...) per Suriname day, beside agent_daily_stats: the one
 * figure of that dashboard no daily aggregate held, so it was counted over every sale of the agent on each read
 * (0.25 s for 9,000 sales in `npm run bench:organizer-history`). Written by every day run with the other daily tables
 * (api/services/aggregates/aggregation_service.ts), by the same rules: sold agent sales, revenue Σ total, tickets
 * without transfers; an order without a method counts as 'onbekend'.
 *
 * No aggregated day has rows here yet, so every day is marked not up to date (aggregate_days emptied): the dashboards
 * count them live until the server's start-up backfill has rebuilt them, as after migration 0103.
 */
export default class extends BaseSchema {
  protected tableName = 'agent_daily_payment_methods'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.integer('agent_id').notNullable().references('users.id').onDelete('CASCADE')
      table.date('stat_date').notNullable()
      table.string('payment_method', 40).notNullable()
      table.integer('orders_count').notNullable().defaultTo(0)
      table.integer('tickets_sold').notNullable().defaultTo(0)
      table.decimal('revenue', 14, 2).notNullable().defaultTo(0)
      table.primary(['agent_id', 'stat_date', 'payment_method'])
    })
    this.schema.raw('CREATE INDEX agent_daily_payment_methods_stat_date_index ON agent_daily_payment_methods (stat_date)')
    this.schema.raw('DELETE FROM aggregate_days')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
