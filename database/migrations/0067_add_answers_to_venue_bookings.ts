import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A venue operator answers a booking request: confirmed or rejected, with a message to the organizer
 * (required when rejecting, api/validators/venue_booking_validator.ts), by whom and when. `notes` stays the
 * request's own note. At most one confirmed booking per venue and day: the service refuses a second with a clear
 * 409 under row locks (api/services/venue_bookings/venue_booking_service.ts); this index is the last word.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('venue_bookings', (table) => {
      table.text('answer_message').nullable()
      table.timestamp('answered_at', { useTz: true }).nullable()
      table.integer('answered_by').nullable().references('users.id').onDelete('SET NULL')
    })
    this.schema.raw('CREATE INDEX venue_bookings_answered_by_index ON venue_bookings (answered_by)')
    this.schema.raw(
      "CREATE UNIQUE INDEX venue_bookings_one_confirmed_per_day ON venue_bookings (venue_id, booking_date) WHERE status = 'confirmed'"
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS venue_bookings_one_confirmed_per_day')
    this.schema.raw('DROP INDEX IF EXISTS venue_bookings_answered_by_index')
    this.schema.alterTable('venue_bookings', (table) => {
      table.dropColumn('answered_by')
      table.dropColumn('answered_at')
      table.dropColumn('answer_message')
    })
  }
}
