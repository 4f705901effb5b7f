import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Currency rates keep their history: a new rate for a pair is a new row, never an update, and
 * the newest row of a pair is the one in use (api/services/currency_service.ts). So the pair is no longer
 * unique; created_by_id says which admin entered the rate (null: seeded or loaded data).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('currency_rates', (table) => {
      table.dropUnique(['from_currency', 'to_currency'])
      table.integer('created_by_id').nullable().references('users.id').onDelete('SET NULL')
      table.index(['created_by_id'])
      table.index(['from_currency', 'to_currency', 'created_at'], 'currency_rates_pair_created_index')
    })
  }

  async down() {
    // Back to one row per pair: the newest stays.
    this.schema.raw(
      `DELETE FROM currency_rates c WHERE EXISTS (
         SELECT 1 FROM currency_rates n
         WHERE n.from_currency = c.from_currency AND n.to_currency = c.to_currency
           AND (n.created_at, n.id) > (c.created_at, c.id))`
    )
    this.schema.alterTable('currency_rates', (table) => {
      table.dropIndex(['from_currency', 'to_currency', 'created_at'], 'currency_rates_pair_created_index')
      table.dropColumn('created_by_id')
      table.unique(['from_currency', 'to_currency'])
    })
  }
}
