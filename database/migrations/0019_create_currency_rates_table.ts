import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'currency_rates'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('from_currency', 3).notNullable()
      table.string('to_currency', 3).notNullable()
      /** 1 unit of from_currency = rate units of to_currency. */
      table.decimal('rate', 18, 8).notNullable()
      table.string('source', 60).notNullable().defaultTo('handmatig')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['from_currency', 'to_currency'])
    })
    this.schema.raw('ALTER TABLE currency_rates ADD CONSTRAINT currency_rates_rate_positive CHECK (rate > 0)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
