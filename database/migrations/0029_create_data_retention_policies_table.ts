import { BaseSchema } from '@adonisjs/lucid/schema'
import { RETENTION_ACTIONS } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'data_retention_policies'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** The table or data kind the policy covers, e.g. 'user_activity_logs'. */
      table.string('entity_type', 60).notNullable().unique()
      table.integer('retention_days').notNullable()
      table
        .enu('action', RETENTION_ACTIONS, { useNative: true, enumName: 'retention_action', existingType: true })
        .notNullable()
        .defaultTo('delete')
      table.text('description').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('last_applied_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE data_retention_policies ADD CONSTRAINT data_retention_policies_days_positive CHECK (retention_days > 0)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
