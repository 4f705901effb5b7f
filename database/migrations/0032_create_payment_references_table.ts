import { BaseSchema } from '@adonisjs/lucid/schema'
import { PAYMENT_PROVIDERS } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'payment_references'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('reference', 100).notNullable().unique()
      /** The provider's payment id once known. */
      table.string('payment_id', 255).nullable().index()
      table.enu('provider', PAYMENT_PROVIDERS, { useNative: true, enumName: 'payment_provider', existingType: true }).notNullable()
      table.integer('order_id').nullable().index().references('orders.id').onDelete('CASCADE')
      table.boolean('is_processed').notNullable().defaultTo(false)
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
