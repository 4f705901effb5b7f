import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'ticketswitch_listings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('original_ticket_id').notNullable().index().references('tickets.id').onDelete('CASCADE')
      table.string('seller_email', 254).notNullable().index()
      table.decimal('listing_price', 12, 2).notNullable()
      table.string('new_qr_code', 128).nullable().unique()
      table.string('buyer_email', 254).nullable()
      table.boolean('is_sold').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('listed_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('sold_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE ticketswitch_listings ADD CONSTRAINT ticketswitch_listings_price_not_negative CHECK (listing_price >= 0)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
