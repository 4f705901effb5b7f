import { BaseSchema } from '@adonisjs/lucid/schema'
import { REVIEW_STATUSES, REVIEW_TYPES } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'reviews'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.enu('review_type', REVIEW_TYPES, { useNative: true, enumName: 'review_type', existingType: true }).notNullable()
      // The reviewed organizer, event or venue; reviews go with what they review.
      table.integer('organizer_id').nullable().index().references('users.id').onDelete('CASCADE')
      table.integer('event_id').nullable().index().references('events.id').onDelete('CASCADE')
      table.integer('venue_id').nullable().index().references('venues.id').onDelete('CASCADE')
      /** Null for guest reviews (guestName / guestEmail). */
      table.integer('reviewer_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.smallint('rating').notNullable()
      table.text('comment').nullable()
      table.boolean('is_verified').notNullable().defaultTo(false)
      table.boolean('is_auto_generated').notNullable().defaultTo(false)
      table
        .enu('review_status', REVIEW_STATUSES, { useNative: true, enumName: 'review_status', existingType: true })
        .notNullable()
        .defaultTo('pending')
      table.boolean('is_anonymous').notNullable().defaultTo(false)
      table.boolean('is_guest').notNullable().defaultTo(false)
      table.string('guest_name', 150).nullable()
      table.string('guest_email', 254).nullable()
      table.string('invite_token', 64).nullable().index()
      table.timestamp('responded_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE reviews ADD CONSTRAINT reviews_rating_range CHECK (rating BETWEEN 1 AND 5)')
    // The id matching the review type must be present (SPEC §5).
    this.schema.raw(
      `ALTER TABLE reviews ADD CONSTRAINT reviews_target_present CHECK (
        (review_type = 'event' AND event_id IS NOT NULL) OR
        (review_type = 'venue' AND venue_id IS NOT NULL) OR
        (review_type = 'organizer' AND organizer_id IS NOT NULL))`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
