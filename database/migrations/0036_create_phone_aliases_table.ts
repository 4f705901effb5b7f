import { BaseSchema } from '@adonisjs/lucid/schema'

/** Earlier phone numbers of a user, so old tickets and links still find them. */
export default class extends BaseSchema {
  protected tableName = 'phone_aliases'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.string('old_phone', 20).notNullable().index()
      table.string('new_phone', 20).notNullable()
      table.string('reason', 60).notNullable().defaultTo('user_request')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
