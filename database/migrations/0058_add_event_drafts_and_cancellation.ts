import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Creating and editing events. An event is a draft (not published, not cancelled), published, or
 * cancelled (cancelled_at set; never published again): domain/event_status.ts reads the status from these
 * columns, and the stock functions of migrations 0046/0051 keep selling only what is_published says.
 * A draft is saved after each wizard step, so it may have no dates yet; a published event always has both.
 * wizard_step is the last step saved, so /create-event resumes after it on any device.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.integer('cancelled_by').nullable().references('users.id').onDelete('SET NULL')
      table.smallint('wizard_step').notNullable().defaultTo(0)
    })
    this.schema.raw('CREATE INDEX events_cancelled_by_index ON events (cancelled_by)')
    this.schema.raw('ALTER TABLE events ALTER COLUMN start_date DROP NOT NULL, ALTER COLUMN end_date DROP NOT NULL')
    this.schema.raw(
      'ALTER TABLE events ADD CONSTRAINT events_published_is_dated CHECK (NOT is_published OR (start_date IS NOT NULL AND end_date IS NOT NULL))'
    )
    this.schema.raw('ALTER TABLE events ADD CONSTRAINT events_cancelled_not_published CHECK (cancelled_at IS NULL OR NOT is_published)')
    this.schema.raw('ALTER TABLE events ADD CONSTRAINT events_wizard_step_range CHECK (wizard_step BETWEEN 0 AND 4)')
    // The organizer's list: their events, newest first.
    this.schema.raw('CREATE INDEX events_organizer_created_index ON events (organizer_id, created_at DESC)')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS events_organizer_created_index')
    this.schema.raw('ALTER TABLE events DROP CONSTRAINT IF EXISTS events_wizard_step_range')
    this.schema.raw('ALTER TABLE events DROP CONSTRAINT IF EXISTS events_cancelled_not_published')
    this.schema.raw('ALTER TABLE events DROP CONSTRAINT IF EXISTS events_published_is_dated')
    this.schema.raw('DELETE FROM events WHERE start_date IS NULL OR end_date IS NULL')
    this.schema.raw('ALTER TABLE events ALTER COLUMN start_date SET NOT NULL, ALTER COLUMN end_date SET NOT NULL')
    this.schema.alterTable('events', (table) => {
      table.dropColumn('wizard_step')
      table.dropColumn('cancelled_by')
      table.dropColumn('cancelled_at')
    })
  }
}
