import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'

/*
 * Daily sales statistics per agent, organizer, event and for the whole platform, each with
 * the loket / agent / direct (online) split. Same columns in all four tables.
 */
function statColumns(table: Knex.CreateTableBuilder) {
  table.date('stat_date').notNullable()
  table.integer('orders_count').notNullable().defaultTo(0)
  table.integer('tickets_sold').notNullable().defaultTo(0)
  table.decimal('revenue', 14, 2).notNullable().defaultTo(0)
  table.decimal('commission', 14, 2).notNullable().defaultTo(0)
  table.decimal('platform_fees', 14, 2).notNullable().defaultTo(0)
  table.integer('loket_tickets_sold').notNullable().defaultTo(0)
  table.decimal('loket_revenue', 14, 2).notNullable().defaultTo(0)
  table.integer('agent_tickets_sold').notNullable().defaultTo(0)
  table.decimal('agent_revenue', 14, 2).notNullable().defaultTo(0)
  table.integer('direct_tickets_sold').notNullable().defaultTo(0)
  table.decimal('direct_revenue', 14, 2).notNullable().defaultTo(0)
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('agent_daily_stats', (table) => {
      table.increments('id')
      table.integer('agent_id').notNullable().index().references('users.id').onDelete('CASCADE')
      statColumns(table)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['agent_id', 'stat_date'])
    })
    this.schema.createTable('organizer_daily_stats', (table) => {
      table.increments('id')
      table.integer('organizer_id').notNullable().index().references('users.id').onDelete('CASCADE')
      statColumns(table)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['organizer_id', 'stat_date'])
    })
    this.schema.createTable('event_daily_stats', (table) => {
      table.increments('id')
      table.integer('event_id').notNullable().index().references('events.id').onDelete('CASCADE')
      statColumns(table)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['event_id', 'stat_date'])
    })
    this.schema.createTable('platform_daily_stats', (table) => {
      table.increments('id')
      statColumns(table)
      table.integer('new_users').notNullable().defaultTo(0)
      table.integer('active_events').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['stat_date'])
    })
  }

  async down() {
    this.schema.dropTable('platform_daily_stats')
    this.schema.dropTable('event_daily_stats')
    this.schema.dropTable('organizer_daily_stats')
    this.schema.dropTable('agent_daily_stats')
  }
}
