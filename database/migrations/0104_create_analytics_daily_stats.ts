import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The event funnel (docs/analytics.md), first-party:
 * - analytics_daily_stats: one row per event and Suriname day with the funnel's counts and the referrer domains of
 *   that day's page views. Raw analytics_events are kept 90 days; these rows are kept, so an event's funnel outlives
 *   its raw rows. The nightly job rebuilds only the last few days (api/services/aggregates/analytics_daily_service.ts),
 *   never a day whose raw rows may already be gone.
 * - orders.visit_id: the storefront's random per-visit id, sent with the checkout, so the server-side 'paid' step
 *   belongs to the visit that started it. Not a cookie and not a person: sessionStorage, gone with the tab.
 * - a trigger that writes the 'paid' step the moment an online order becomes paid or free, whichever path writes it
 *   (the free purchase's SQL function, the paid settlement), inside that transaction: the browser may never come back.
 * - an index on (event_id, occurred_at) for the per-event day queries.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('analytics_daily_stats', (table) => {
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      table.date('day').notNullable()
      table.integer('views').notNullable().defaultTo(0)
      table.integer('visits').notNullable().defaultTo(0)
      table.integer('dialog_opens').notNullable().defaultTo(0)
      table.integer('checkouts_started').notNullable().defaultTo(0)
      table.integer('holds').notNullable().defaultTo(0)
      table.integer('payments_started').notNullable().defaultTo(0)
      table.integer('paid').notNullable().defaultTo(0)
      /** Visits that arrived through a link shared to WhatsApp (utm_source=whatsapp). */
      table.integer('whatsapp_visits').notNullable().defaultTo(0)
      /** Page views per referrer domain, e.g. {"facebook.com": 12}. */
      table.jsonb('referrers').notNullable().defaultTo('{}')
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['event_id', 'day'])
    })
    this.schema.raw('CREATE INDEX analytics_events_event_occurred ON analytics_events (event_id, occurred_at)')
    this.schema.alterTable('orders', (table) => {
      table.string('visit_id', 64).nullable()
    })
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION orders_analytics_paid_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status IN ('paid', 'free') THEN
          -- Already recorded; a visit id set afterwards (the free purchase sets it after its one round trip) joins it.
          IF OLD.visit_id IS NULL AND NEW.visit_id IS NOT NULL THEN
            UPDATE analytics_events SET session_id = NEW.visit_id
            WHERE name = 'paid' AND event_id = NEW.event_id AND properties @> jsonb_build_object('orderId', NEW.id);
          END IF;
          RETURN NULL;
        END IF;
        INSERT INTO analytics_events (name, session_id, event_id, properties, occurred_at)
        VALUES ('paid', NEW.visit_id, NEW.event_id, jsonb_build_object('orderId', NEW.id), now());
        RETURN NULL;
      END
      $$
    `)
    this.schema.raw(`
      CREATE TRIGGER orders_analytics_paid
      AFTER INSERT OR UPDATE OF status, visit_id ON orders
      FOR EACH ROW WHEN (NEW.status IN ('paid', 'free') AND NEW.channel = 'online')
      EXECUTE FUNCTION orders_analytics_paid_trigger()
    `)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS orders_analytics_paid ON orders')
    this.schema.raw('DROP FUNCTION IF EXISTS orders_analytics_paid_trigger()')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('visit_id')
    })
    this.schema.raw('DROP INDEX IF EXISTS analytics_events_event_occurred')
    this.schema.dropTable('analytics_daily_stats')
  }
}
