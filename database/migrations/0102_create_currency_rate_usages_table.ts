import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * How often each conversion was served, per pair, rate source and Suriname day (GET /api/currency-rates/usage).
 * One row per (from, to, source, day): a conversion adds one to its row with a single upsert
 * (api/services/reference_data/currency_usage_service.ts), so the table grows by days, not by requests.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('currency_rate_usages', (table) => {
      table.increments('id')
      table.string('from_currency', 3).notNullable()
      table.string('to_currency', 3).notNullable()
      table.string('source', 60).notNullable()
      table.date('usage_date').notNullable()
      table.integer('count').notNullable().defaultTo(0)
      table.timestamp('last_used_at', { useTz: true }).notNullable()
      table.unique(['from_currency', 'to_currency', 'source', 'usage_date'], { indexName: 'currency_rate_usages_pair_source_day_unique' })
    })
  }

  async down() {
    this.schema.dropTable('currency_rate_usages')
  }
}
