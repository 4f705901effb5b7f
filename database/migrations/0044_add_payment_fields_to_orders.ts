import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Paid orders (buying issue): the cart is kept on the order until the payment is confirmed (tickets are
 * issued only then), with what the provider charges (Mollie has no SRD: the SRD total converted), the
 * provider's expiry, and a flag for a payment that arrived after its order had to be given up.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.jsonb('lines').notNullable().defaultTo('[]')
      table.string('payment_method', 40).nullable()
      table.decimal('provider_amount', 12, 2).nullable()
      table.string('provider_currency', 3).nullable()
      table.timestamp('payment_expires_at', { useTz: true }).nullable().index()
      table.boolean('refund_required').notNullable().defaultTo(false)
    })
    this.schema.createTable('uni5pay_sandbox_payments', (table) => {
      table.string('id', 40).primary()
      table.string('order_number', 32).notNullable().index()
      table.decimal('amount', 12, 2).notNullable()
      table.string('currency', 3).notNullable()
      table.string('description', 255).notNullable()
      /** open, paid, canceled, expired: the states a real Uni5Pay+ payment reports. */
      table.string('status', 20).notNullable().defaultTo('open')
      table.string('redirect_url', 1000).notNullable()
      table.string('webhook_url', 1000).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('uni5pay_sandbox_payments')
    this.schema.alterTable('orders', (table) => {
      for (const column of ['lines', 'payment_method', 'provider_amount', 'provider_currency', 'payment_expires_at', 'refund_required'])
        table.dropColumn(column)
    })
  }
}
