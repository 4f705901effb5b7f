import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'venue_facilities'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** Stable key (parking, wifi, ...) tying a facility to the venue amenity flags. */
      table.string('key', 60).notNullable().unique()
      table.string('name', 100).notNullable()
      table.string('icon_name', 60).notNullable().defaultTo('circle')
      table.string('color_code', 7).notNullable().defaultTo('#6B7280')
      table.string('background_color', 7).notNullable().defaultTo('#F3F4F6')
      table.integer('sort_order').notNullable().defaultTo(0)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      "ALTER TABLE venue_facilities ADD CONSTRAINT venue_facilities_colors_hex CHECK (color_code ~ '^#[0-9A-Fa-f]{6}$' AND background_color ~ '^#[0-9A-Fa-f]{6}$')"
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
