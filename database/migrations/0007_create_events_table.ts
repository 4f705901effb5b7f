import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('organizer_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.integer('venue_id').nullable().index().references('venues.id').onDelete('SET NULL')
      table.string('title', 200).notNullable()
      table.text('description').nullable()
      /** A category name as in event_categories (matched case-insensitively), not a foreign key. */
      table.string('category', 80).nullable()
      table.timestamp('start_date', { useTz: true }).notNullable()
      table.timestamp('end_date', { useTz: true }).notNullable()
      table.jsonb('images').notNullable().defaultTo('[]')
      table.jsonb('image_variants').notNullable().defaultTo('{}')
      table.boolean('is_published').notNullable().defaultTo(false)
      table.string('qr_code_prefix', 20).nullable()
      table.integer('cached_like_count').notNullable().defaultTo(0)
      table.decimal('cached_average_rating', 3, 1).notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE events ADD CONSTRAINT events_dates_order CHECK (end_date >= start_date)')
    this.schema.raw('CREATE INDEX events_published_end_index ON events (is_published, end_date)')
    this.schema.raw('CREATE INDEX events_category_lower_index ON events (lower(category))')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
