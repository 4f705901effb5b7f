import { BaseSchema } from '@adonisjs/lucid/schema'
import { AGGREGATION_JOB_STATUSES } from '#enums/statuses'

/*
 * Precomputed totals for the dashboards, rebuilt by aggregation jobs. Money is decimal(14,2)
 * in SRD.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('agent_totals', (table) => {
      table.increments('id')
      table.integer('agent_id').notNullable().unique().references('users.id').onDelete('CASCADE')
      table.integer('total_orders').notNullable().defaultTo(0)
      table.integer('total_tickets_sold').notNullable().defaultTo(0)
      table.decimal('total_revenue', 14, 2).notNullable().defaultTo(0)
      table.decimal('total_commission', 14, 2).notNullable().defaultTo(0)
      table.integer('active_partnerships').notNullable().defaultTo(0)
      table.timestamp('last_sale_at', { useTz: true }).nullable()
      table.timestamp('last_calculated_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })

    // Per agent, per event, per day (the agent's sales report lines).
    this.schema.createTable('agent_daily_summaries', (table) => {
      table.increments('id')
      table.integer('agent_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.integer('organizer_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.integer('event_id').notNullable().index().references('events.id').onDelete('CASCADE')
      table.date('summary_date').notNullable()
      table.integer('orders_count').notNullable().defaultTo(0)
      table.integer('tickets_sold').notNullable().defaultTo(0)
      table.decimal('revenue', 14, 2).notNullable().defaultTo(0)
      table.decimal('commission', 14, 2).notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['agent_id', 'event_id', 'summary_date'])
    })

    this.schema.createTable('organizer_totals', (table) => {
      table.increments('id')
      table.integer('organizer_id').notNullable().unique().references('users.id').onDelete('CASCADE')
      table.integer('total_events').notNullable().defaultTo(0)
      table.integer('total_orders').notNullable().defaultTo(0)
      table.integer('total_tickets_sold').notNullable().defaultTo(0)
      table.decimal('total_revenue', 14, 2).notNullable().defaultTo(0)
      table.decimal('total_platform_fees', 14, 2).notNullable().defaultTo(0)
      table.decimal('total_agent_commission', 14, 2).notNullable().defaultTo(0)
      table.timestamp('last_calculated_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })

    this.schema.createTable('event_performance_summaries', (table) => {
      table.increments('id')
      table.integer('event_id').notNullable().unique().references('events.id').onDelete('CASCADE')
      table.integer('capacity').notNullable().defaultTo(0)
      table.integer('tickets_sold').notNullable().defaultTo(0)
      table.integer('tickets_checked_in').notNullable().defaultTo(0)
      table.decimal('revenue', 14, 2).notNullable().defaultTo(0)
      table.decimal('sell_through_percentage', 5, 2).notNullable().defaultTo(0)
      table.integer('loket_tickets_sold').notNullable().defaultTo(0)
      table.integer('agent_tickets_sold').notNullable().defaultTo(0)
      table.integer('direct_tickets_sold').notNullable().defaultTo(0)
      table.timestamp('last_calculated_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })

    this.schema.createTable('aggregation_jobs', (table) => {
      table.increments('id')
      table.string('job_type', 60).notNullable().index()
      table
        .enu('status', AGGREGATION_JOB_STATUSES, { useNative: true, enumName: 'aggregation_job_status', existingType: true })
        .notNullable()
        .defaultTo('running')
      table.jsonb('parameters').notNullable().defaultTo('{}')
      table.integer('records_processed').notNullable().defaultTo(0)
      table.text('error').nullable()
      table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('aggregation_jobs')
    this.schema.dropTable('event_performance_summaries')
    this.schema.dropTable('organizer_totals')
    this.schema.dropTable('agent_daily_summaries')
    this.schema.dropTable('agent_totals')
  }
}
