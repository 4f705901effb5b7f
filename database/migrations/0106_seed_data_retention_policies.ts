import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The default retention policies (domain/data_retention.ts names the kinds and their rules; docs/privacy.md the
 * reasons). Inserted only where the kind has no row yet, so a period an admin already set stays. Guest buyers are
 * anonymised 7 years (2557 days) after their event: Surinamese bookkeeping keeps its records 7 years.
 */
const DEFAULTS: [entityType: string, days: number, action: 'delete' | 'anonymize', description: string][] = [
  ['ticket_reservations', 30, 'delete', 'Verlopen reserveringen (holds)'],
  ['payment_states', 30, 'delete', 'Verlopen betaalstatussen van afrekeningen'],
  ['analytics_events', 90, 'delete', 'Ruwe analytics-gebeurtenissen'],
  ['user_activity_logs', 365, 'delete', 'Activiteitenlogboek van accounts'],
  ['contact_messages', 730, 'delete', 'Berichten via de contactformulieren'],
  ['rate_limits', 2, 'delete', 'Tellers van de pogingenlimieten'],
  ['outbox_messages', 30, 'delete', 'Verzonden of definitief mislukte berichten (e-mail, WhatsApp)'],
  ['guest_buyers', 2557, 'anonymize', 'Persoonsgegevens van kopers zonder account, na het evenement'],
]

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      for (const [entityType, days, action, description] of DEFAULTS) {
        await db.rawQuery(
          `INSERT INTO data_retention_policies (entity_type, retention_days, action, description, is_active)
           VALUES (?, ?, ?::retention_action, ?, true) ON CONFLICT (entity_type) DO NOTHING`,
          [entityType, days, action, description]
        )
      }
    })
  }

  async down() {
    // The rows may have been changed by an admin since; the table itself goes with 0029's down.
  }
}
