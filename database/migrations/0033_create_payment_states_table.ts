import { BaseSchema } from '@adonisjs/lucid/schema'
import { PAYMENT_STATE_STATUSES } from '#enums/statuses'

/** Server copy of a checkout in progress, so a buyer can resume after a failed payment. */
export default class extends BaseSchema {
  protected tableName = 'payment_states'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.specificType('token', 'char(64)').notNullable().unique()
      table.integer('event_id').nullable().index().references('events.id').onDelete('CASCADE')
      table.string('session_id', 128).nullable().index()
      table.jsonb('tickets_data').notNullable().defaultTo('[]')
      table.jsonb('buyer_info').notNullable().defaultTo('{}')
      table.jsonb('selections').notNullable().defaultTo('[]')
      table.specificType('reservation_ids', 'integer[]').notNullable().defaultTo('{}')
      table.jsonb('checkout_data').notNullable().defaultTo('{}')
      table.timestamp('payment_start_time', { useTz: true }).nullable()
      /** Seconds left on the 20-minute timer when the state was saved. */
      table.integer('original_time_left').nullable()
      table
        .enu('status', PAYMENT_STATE_STATUSES, { useNative: true, enumName: 'payment_state_status', existingType: true })
        .notNullable()
        .defaultTo('active')
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
