import { BaseSchema } from '@adonisjs/lucid/schema'
import { CONTACT_METHODS, ORDER_STATUSES, PAYMENT_PROVIDERS } from '#enums/statuses'

/*
 * One purchase (implied by SPEC §7: tickets come back with an orderNumber). Money is
 * decimal(12,2) in the order's currency. Orders are financial records: an event that has
 * orders cannot be deleted (RESTRICT).
 */
export default class extends BaseSchema {
  protected tableName = 'orders'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('order_number', 32).notNullable().unique()
      table.integer('event_id').notNullable().index().references('events.id').onDelete('RESTRICT')
      table.integer('buyer_user_id').nullable().index().references('users.id').onDelete('SET NULL')
      /** Loket or agent staff who sold at the counter; null for online sales. */
      table.integer('sold_by_user_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.string('buyer_name', 200).notNullable()
      table.string('buyer_email', 254).nullable().index()
      table.string('buyer_phone', 20).nullable().index()
      table
        .enu('contact_method', CONTACT_METHODS, { useNative: true, enumName: 'contact_method', existingType: true })
        .notNullable()
        .defaultTo('email')
      table.decimal('subtotal', 12, 2).notNullable().defaultTo(0)
      table.decimal('platform_fee', 12, 2).notNullable().defaultTo(0)
      table.decimal('payment_fee', 12, 2).notNullable().defaultTo(0)
      table.decimal('payment_fee_btw', 12, 2).notNullable().defaultTo(0)
      table.decimal('total', 12, 2).notNullable().defaultTo(0)
      table.string('currency', 3).notNullable().defaultTo('SRD')
      table
        .enu('status', ORDER_STATUSES, { useNative: true, enumName: 'order_status', existingType: true })
        .notNullable()
        .defaultTo('pending')
      table.enu('payment_provider', PAYMENT_PROVIDERS, { useNative: true, enumName: 'payment_provider', existingType: true }).notNullable()
      table.string('provider_payment_id', 255).nullable().unique()
      table.timestamp('paid_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      'ALTER TABLE orders ADD CONSTRAINT orders_amounts_not_negative CHECK (subtotal >= 0 AND platform_fee >= 0 AND payment_fee >= 0 AND payment_fee_btw >= 0 AND total >= 0)'
    )
    this.schema.raw('CREATE INDEX orders_status_index ON orders (status)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
