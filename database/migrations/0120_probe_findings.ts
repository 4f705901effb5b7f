import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The security probe's last findings (docs/security.md):
 * - check_in_devices: when a scanner device last synced an event's offline scans; a queued scan claiming an earlier
 *   time is not believed (domain/check_in.ts offlineScanTime);
 * - check_in_conflicts.reason: 'two_devices' (the ticket was already checked in elsewhere; that record stays) or
 *   'scan_time' (the claimed time was outside the door window or before the device's previous sync).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('check_in_devices', (table) => {
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      table.string('device_id', 64).notNullable()
      /** When the last sync that went through arrived (the floor for the next sync's scan times). */
      table.timestamp('last_synced_at', { useTz: true }).notNullable()
      table.primary(['event_id', 'device_id'])
    })

    this.schema.alterTable('check_in_conflicts', (table) => {
      table.string('reason', 20).notNullable().defaultTo('two_devices')
    })
    this.schema.raw(
      "ALTER TABLE check_in_conflicts ADD CONSTRAINT check_in_conflicts_reason CHECK (reason IN ('two_devices', 'scan_time'))"
    )
  }

  async down() {
    this.schema.raw('ALTER TABLE check_in_conflicts DROP CONSTRAINT IF EXISTS check_in_conflicts_reason')
    this.schema.alterTable('check_in_conflicts', (table) => {
      table.dropColumn('reason')
    })
    this.schema.dropTableIfExists('check_in_devices')
  }
}
