import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'sub_accounts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('parent_user_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table.string('name', 200).notNullable()
      table.string('role', 40).notNullable()
      table.jsonb('permissions').notNullable().defaultTo('{}')
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['parent_user_id', 'email'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
