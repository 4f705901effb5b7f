import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Migration 0041 created `ticket_reservations_active_idx`, the same partial index as 0011's
 * `ticket_reservations_active_index` (ticket_type_id, expires_at WHERE is_active): every hold written
 * updated both. One is enough.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('DROP INDEX IF EXISTS ticket_reservations_active_idx')
  }

  async down() {
    this.schema.raw(
      'CREATE INDEX IF NOT EXISTS ticket_reservations_active_idx ON ticket_reservations (ticket_type_id, expires_at) WHERE is_active'
    )
  }
}
