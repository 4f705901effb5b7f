import { BaseSchema } from '@adonisjs/lucid/schema'
import { EXPORT_FORMATS } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'compliance_export_templates'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable().unique()
      table.text('description').nullable()
      table.string('entity_type', 60).notNullable()
      /** Column names to export. */
      table.jsonb('fields').notNullable().defaultTo('[]')
      table.jsonb('filters').notNullable().defaultTo('{}')
      table.enu('format', EXPORT_FORMATS, { useNative: true, enumName: 'export_format', existingType: true }).notNullable().defaultTo('csv')
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('created_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
