import { BaseSchema } from '@adonisjs/lucid/schema'
import { AUDIT_APPROVAL_STATUSES } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'audit_changes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.string('entity_type', 60).notNullable()
      table.integer('entity_id').nullable()
      table.string('action', 40).notNullable()
      table.jsonb('old_values').nullable()
      table.jsonb('new_values').nullable()
      table
        .enu('approval', AUDIT_APPROVAL_STATUSES, { useNative: true, enumName: 'audit_approval_status', existingType: true })
        .notNullable()
        .defaultTo('approved')
      table.integer('approved_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.timestamp('approved_at', { useTz: true }).nullable()
      table.text('reason').nullable()
      table.string('ip_address', 45).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['entity_type', 'entity_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
