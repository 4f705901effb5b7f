import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'file_uploads'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('storage_key', 500).notNullable().unique()
      table.string('url', 500).notNullable()
      table.string('original_name', 255).nullable()
      table.integer('size').notNullable().defaultTo(0)
      table.string('mime_type', 100).notNullable()
      table.integer('usage_count').notNullable().defaultTo(0)
      table.integer('uploaded_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
