import { BaseSchema } from '@adonisjs/lucid/schema'
import { PHONE_CHANGE_STATUSES } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'phone_change_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.string('current_phone', 20).nullable()
      table.string('new_phone', 20).notNullable()
      /** current_phone or password (SPEC §5). */
      table.string('verification_method', 20).notNullable().defaultTo('current_phone')
      table
        .enu('status', PHONE_CHANGE_STATUSES, { useNative: true, enumName: 'phone_change_status', existingType: true })
        .notNullable()
        .defaultTo('pending_current_verification')
      table.boolean('current_verified').notNullable().defaultTo(false)
      table.boolean('new_verified').notNullable().defaultTo(false)
      // Codes are stored hashed by the service that issues them.
      table.string('current_code', 255).nullable()
      table.timestamp('current_code_expires_at', { useTz: true }).nullable()
      table.string('new_code', 255).nullable()
      table.timestamp('new_code_expires_at', { useTz: true }).nullable()
      table.integer('current_attempts').notNullable().defaultTo(0)
      table.integer('new_attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable().defaultTo(3)
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
