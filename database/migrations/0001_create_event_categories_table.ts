import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('event_categories', (table) => {
      table.increments('id')
      table.string('name', 80).notNullable()
      table.string('color_code', 7).notNullable().defaultTo('#6B7280')
      table.integer('sort_order').notNullable().defaultTo(0)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    // Names match case-insensitively (SPEC §3), so uniqueness does too.
    this.schema.raw('CREATE UNIQUE INDEX event_categories_name_lower_unique ON event_categories (lower(name))')
    this.schema.raw("ALTER TABLE event_categories ADD CONSTRAINT event_categories_color_hex CHECK (color_code ~ '^#[0-9A-Fa-f]{6}$')")
  }

  async down() {
    this.schema.dropTable('event_categories')
  }
}
