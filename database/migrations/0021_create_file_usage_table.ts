import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'file_usage'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('file_upload_id').notNullable().index().references('file_uploads.id').onDelete('CASCADE')
      /** Polymorphic owner: 'venue', 'event', 'user', ... */
      table.string('entity_type', 40).notNullable()
      table.integer('entity_id').notNullable()
      table.string('field', 60).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['entity_type', 'entity_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
