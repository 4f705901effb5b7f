import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Venue approval. is_approved stays the one flag the public lists read (SPEC §4: approved +
 * active + not deleted); next to it: who approved and when, a rejection with its reason (a rejected venue is not
 * approved and not waiting), and submitted_at, when the venue last asked for approval (registration, or a
 * significant change of an approved venue): the admin queue is ordered by it, newest first.
 * domain/venue_management.ts reads the status from these columns.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('venues', (table) => {
      table.timestamp('submitted_at', { useTz: true }).nullable()
      table.timestamp('approved_at', { useTz: true }).nullable()
      table.integer('approved_by').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('rejected_at', { useTz: true }).nullable()
      table.integer('rejected_by').nullable().references('users.id').onDelete('SET NULL')
      table.text('rejection_reason').nullable()
    })
    this.schema.raw('UPDATE venues SET submitted_at = created_at')
    this.schema.raw('ALTER TABLE venues ALTER COLUMN submitted_at SET NOT NULL, ALTER COLUMN submitted_at SET DEFAULT now()')
    this.schema.raw('CREATE INDEX venues_approved_by_index ON venues (approved_by)')
    this.schema.raw('CREATE INDEX venues_rejected_by_index ON venues (rejected_by)')
    this.schema.raw('ALTER TABLE venues ADD CONSTRAINT venues_rejected_not_approved CHECK (rejected_at IS NULL OR NOT is_approved)')
    this.schema.raw(
      'ALTER TABLE venues ADD CONSTRAINT venues_rejection_has_reason CHECK ((rejected_at IS NULL) = (rejection_reason IS NULL))'
    )
    // The approval queue: waiting venues, newest request first.
    this.schema.raw(
      'CREATE INDEX venues_approval_queue_index ON venues (submitted_at DESC) WHERE NOT is_approved AND rejected_at IS NULL AND deleted_at IS NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS venues_approval_queue_index')
    this.schema.raw('ALTER TABLE venues DROP CONSTRAINT IF EXISTS venues_rejection_has_reason')
    this.schema.raw('ALTER TABLE venues DROP CONSTRAINT IF EXISTS venues_rejected_not_approved')
    this.schema.alterTable('venues', (table) => {
      table.dropColumn('rejection_reason')
      table.dropColumn('rejected_by')
      table.dropColumn('rejected_at')
      table.dropColumn('approved_by')
      table.dropColumn('approved_at')
      table.dropColumn('submitted_at')
    })
  }
}
