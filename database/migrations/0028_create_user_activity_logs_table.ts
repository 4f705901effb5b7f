import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'user_activity_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.string('action', 80).notNullable()
      table.string('entity_type', 60).nullable()
      table.integer('entity_id').nullable()
      table.jsonb('metadata').notNullable().defaultTo('{}')
      table.string('ip_address', 45).nullable()
      table.string('user_agent', 500).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now()).index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
