import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A buyer cancelling their own order within the organizer's policy (domain/buyer_cancellation.ts):
 * - events carry the policy: whether buyers may cancel, until how many hours before the start, and what share of the
 *   ticket prices the organizer keeps (0-100 %); off by default, 48 hours and nothing kept when switched on;
 * - refunds.retained_amount is what the organizer kept of the refunded tickets' prices under that policy
 *   (tickets_amount is what went back for them), so tickets_amount + retained_amount is always their purchase prices.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.boolean('buyer_cancellation_allowed').notNullable().defaultTo(false)
      table.integer('buyer_cancellation_hours_before').notNullable().defaultTo(48)
      table.decimal('buyer_cancellation_keep_percent', 5, 2).notNullable().defaultTo(0)
    })
    this.schema.raw(`ALTER TABLE events
      ADD CONSTRAINT events_buyer_cancellation_hours CHECK (buyer_cancellation_hours_before BETWEEN 0 AND 8760),
      ADD CONSTRAINT events_buyer_cancellation_keep CHECK (buyer_cancellation_keep_percent BETWEEN 0 AND 100)`)

    this.schema.alterTable('refunds', (table) => {
      table.decimal('retained_amount', 12, 2).notNullable().defaultTo(0)
    })
    this.schema.raw('ALTER TABLE refunds ADD CONSTRAINT refunds_retained_known CHECK (retained_amount >= 0)')
  }

  async down() {
    this.schema.alterTable('refunds', (table) => {
      table.dropColumn('retained_amount')
    })
    this.schema.alterTable('events', (table) => {
      table.dropColumn('buyer_cancellation_allowed')
      table.dropColumn('buyer_cancellation_hours_before')
      table.dropColumn('buyer_cancellation_keep_percent')
    })
  }
}
