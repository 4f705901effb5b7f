import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Where an order was sold: online (the storefront), loket (at the door) or agent (a
 * ticket point). The organizer's figures and order list are split by it. Every order so far was online.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.string('channel', 10).notNullable().defaultTo('online')
    })
    this.schema.raw("ALTER TABLE orders ADD CONSTRAINT orders_channel_known CHECK (channel IN ('online', 'loket', 'agent'))")
  }

  async down() {
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('channel')
    })
  }
}
