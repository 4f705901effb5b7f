import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'analytics_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      /** page_view, ticket_purchase, venue_contact, ... */
      table.string('name', 80).notNullable().index()
      table.integer('user_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.string('session_id', 128).nullable()
      table.integer('event_id').nullable().index().references('events.id').onDelete('SET NULL')
      table.integer('venue_id').nullable().index().references('venues.id').onDelete('SET NULL')
      table.jsonb('properties').notNullable().defaultTo('{}')
      table.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(this.now()).index()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
