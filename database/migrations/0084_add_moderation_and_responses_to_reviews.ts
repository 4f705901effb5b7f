import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Reviews: moderation and the reviewed party's response.
 * - review_status gains 'hidden' (approved once, taken off the public pages by an admin; kept for the record).
 * - moderated_at/by and moderation_reason: who decided what, why (the audit log keeps the history).
 * - held_for: why auto-moderation let it wait (domain/reviews.ts HoldReason), shown in the admin's queue.
 * - response_*: the organizer's or venue operator's one answer, shown under the review.
 * - One review per signed-in person per target (refused the second time): partial unique indexes, so two
 *   clicks at once never store two. Guests are held to one review per invitation (the token is single use).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TYPE review_status ADD VALUE IF NOT EXISTS 'hidden'`)
    this.schema.alterTable('reviews', (table) => {
      table.timestamp('moderated_at', { useTz: true }).nullable()
      table.integer('moderated_by').nullable().references('users.id').onDelete('SET NULL')
      table.string('moderation_reason', 500).nullable()
      table.string('held_for', 30).nullable()
      table.text('response_text').nullable()
      table.timestamp('response_created_at', { useTz: true }).nullable()
      table.integer('response_by').nullable().references('users.id').onDelete('SET NULL')
      // The organization or venue that answered, as named when it answered (shown under the review).
      table.string('response_by_name', 200).nullable()
    })
    for (const [type, column] of [
      ['event', 'event_id'],
      ['venue', 'venue_id'],
      ['organizer', 'organizer_id'],
    ]) {
      this.schema.raw(
        `CREATE UNIQUE INDEX reviews_one_per_person_${type} ON reviews (reviewer_id, ${column})
         WHERE review_type = '${type}' AND reviewer_id IS NOT NULL`
      )
    }
    // The moderation queue reads by status, newest first.
    this.schema.raw(`CREATE INDEX reviews_status_created ON reviews (review_status, created_at DESC)`)
  }

  async down() {
    for (const type of ['event', 'venue', 'organizer']) this.schema.raw(`DROP INDEX IF EXISTS reviews_one_per_person_${type}`)
    this.schema.raw(`DROP INDEX IF EXISTS reviews_status_created`)
    this.schema.alterTable('reviews', (table) => {
      table.dropColumn('moderated_at')
      table.dropColumn('moderated_by')
      table.dropColumn('moderation_reason')
      table.dropColumn('held_for')
      table.dropColumn('response_text')
      table.dropColumn('response_created_at')
      table.dropColumn('response_by')
      table.dropColumn('response_by_name')
    })
    // PostgreSQL cannot drop an enum value; 'hidden' stays (unused) after a rollback.
  }
}
