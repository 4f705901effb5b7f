import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Signed webhooks for organizers (docs/webhooks.md):
 * - webhook_endpoints: an organizer's URL, the event types it wants, its signing secret (encrypted with the app's
 *   encryption service, so it can sign), whether it is on, and its run of finally failed deliveries;
 * - webhook_deliveries: one row per event and endpoint, written in the transaction of the change (the outbox
 *   pattern), with its payload, attempts, next attempt and the last answer. order_key keeps one order's deliveries
 *   to one endpoint in order.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('webhook_endpoints', (table) => {
      table.increments('id')
      table.integer('organizer_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('url', 2000).notNullable()
      table.specificType('events', 'text[]').notNullable()
      table.text('secret_encrypted').notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('disabled_at', { useTz: true }).nullable()
      /** 'failing': switched off by the platform after consecutive final failures; 'organizer': switched off by hand. */
      table.string('disabled_reason', 20).nullable()
      table.integer('consecutive_failures').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE INDEX webhook_endpoints_organizer_index ON webhook_endpoints (organizer_id)')
    // The hot path's one lookup: the organizer's switched-on endpoints that want an event type.
    this.schema.raw('CREATE INDEX webhook_endpoints_active_index ON webhook_endpoints USING gin (events) WHERE is_active')

    this.schema.createTable('webhook_deliveries', (table) => {
      table.increments('id')
      table.uuid('public_id').notNullable().unique().defaultTo(this.raw('gen_random_uuid()'))
      table.integer('endpoint_id').notNullable().references('webhook_endpoints.id').onDelete('CASCADE')
      table.string('event_type', 40).notNullable()
      /** 'order:<id>' for an order's events (sent in order), else null. */
      table.string('order_key', 40).nullable()
      table.jsonb('payload').notNullable()
      /** pending | sending | succeeded | failed */
      table.string('status', 12).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable()
      table.timestamp('next_attempt_at', { useTz: true }).nullable()
      table.timestamp('last_attempt_at', { useTz: true }).nullable()
      table.integer('response_status').nullable()
      table.integer('response_time_ms').nullable()
      table.text('last_error').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE INDEX webhook_deliveries_endpoint_index ON webhook_deliveries (endpoint_id, id DESC)')
    this.schema.raw(
      "CREATE INDEX webhook_deliveries_due_index ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending')"
    )
    this.schema.raw(
      "CREATE INDEX webhook_deliveries_order_index ON webhook_deliveries (endpoint_id, order_key, id) WHERE order_key IS NOT NULL AND status IN ('pending', 'sending')"
    )
  }

  async down() {
    this.schema.dropTable('webhook_deliveries')
    this.schema.dropTable('webhook_endpoints')
  }
}
