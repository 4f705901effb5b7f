import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'ticket_types'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('event_id').notNullable().index().references('events.id').onDelete('CASCADE')
      table.string('name', 120).notNullable()
      table.text('description').nullable()
      table.decimal('price', 12, 2).notNullable().defaultTo(0)
      table.integer('max_quantity').notNullable()
      table.integer('quantity_sold').notNullable().defaultTo(0)
      /** Optimistic-lock counter, bumped on every stock change. */
      table.integer('version').notNullable().defaultTo(0)
      table.timestamp('sale_start_date', { useTz: true }).nullable()
      table.timestamp('sale_end_date', { useTz: true }).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('sort_order').notNullable().defaultTo(0)
      /** true: maxPerUser applies; false: no limit; null: quantity cannot be raised (SPEC §5). */
      table.boolean('has_user_limit').nullable()
      table.integer('max_per_user').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      'ALTER TABLE ticket_types ADD CONSTRAINT ticket_types_quantity_sold_range CHECK (quantity_sold >= 0 AND quantity_sold <= max_quantity)'
    )
    this.schema.raw('ALTER TABLE ticket_types ADD CONSTRAINT ticket_types_price_not_negative CHECK (price >= 0)')
    this.schema.raw(
      'ALTER TABLE ticket_types ADD CONSTRAINT ticket_types_max_per_user_positive CHECK (max_per_user IS NULL OR max_per_user > 0)'
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
