import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'

/**
 * Checking tickets in at the door (domain/check_in.ts):
 * - check_ins: at most one per ticket (the unique index is the exactly-once rule: insert … on conflict do nothing);
 *   tickets.is_checked_in / checked_in_at / checked_in_by follow it in the same transaction.
 * - check_in_answers: the first answer to each (person, nonce), so a retried request gets it again.
 * - check_in_undos: undone check-ins with who, why and what was undone (the ticket may be checked in again).
 * - check_in_conflicts: one ticket scanned on two devices while offline; both sides, and whether each device has
 *   been told (its next sync answers the conflict until then).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('check_ins', (table) => {
      table.increments('id')
      table.integer('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE')
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      this.checkInColumns(table)
      table.string('nonce', 64).nullable()
    })
    this.schema.raw('CREATE UNIQUE INDEX check_ins_one_per_ticket ON check_ins (ticket_id)')
    this.schema.raw('CREATE INDEX check_ins_event_gate_index ON check_ins (event_id, gate)')
    this.schema.raw('CREATE INDEX check_ins_checked_in_by_index ON check_ins (checked_in_by)')
    this.schema.raw("ALTER TABLE check_ins ADD CONSTRAINT check_ins_source CHECK (source IN ('online', 'offline'))")

    this.schema.createTable('check_in_answers', (table) => {
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('nonce', 64).notNullable()
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      /** What was scanned, so a nonce reused for another code is refused rather than answered wrongly. */
      table.string('qr_code', 128).notNullable()
      /** Null only while the first request is still deciding (its transaction holds the row). */
      table.jsonb('answer').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['user_id', 'nonce'])
    })
    this.schema.raw('CREATE INDEX check_in_answers_event_index ON check_in_answers (event_id)')

    this.schema.createTable('check_in_undos', (table) => {
      table.increments('id')
      table.integer('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE')
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      this.checkInColumns(table)
      table.integer('undone_by').nullable().references('users.id').onDelete('SET NULL')
      table.string('reason', 500).notNullable()
      table.timestamp('undone_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE INDEX check_in_undos_ticket_index ON check_in_undos (ticket_id)')
    this.schema.raw('CREATE INDEX check_in_undos_event_index ON check_in_undos (event_id)')
    this.schema.raw('CREATE INDEX check_in_undos_undone_by_index ON check_in_undos (undone_by)')
    this.schema.raw('CREATE INDEX check_in_undos_checked_in_by_index ON check_in_undos (checked_in_by)')

    this.schema.createTable('check_in_conflicts', (table) => {
      table.increments('id')
      table.integer('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE')
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      // The side that counts (the earliest scan) and the other one.
      table.timestamp('counted_scanned_at', { useTz: true }).notNullable()
      table.string('counted_gate', 60).nullable()
      table.string('counted_device_id', 64).nullable()
      table.integer('counted_by').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('counted_told_at', { useTz: true }).nullable()
      table.timestamp('other_scanned_at', { useTz: true }).notNullable()
      table.string('other_gate', 60).nullable()
      table.string('other_device_id', 64).nullable()
      table.integer('other_by').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('other_told_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE INDEX check_in_conflicts_event_index ON check_in_conflicts (event_id)')
    this.schema.raw('CREATE INDEX check_in_conflicts_ticket_index ON check_in_conflicts (ticket_id)')
    this.schema.raw('CREATE INDEX check_in_conflicts_counted_by_index ON check_in_conflicts (counted_by)')
    this.schema.raw('CREATE INDEX check_in_conflicts_other_by_index ON check_in_conflicts (other_by)')
  }

  /** A check-in's facts; check_in_undos keeps them as they were when undone. */
  private checkInColumns(table: Knex.CreateTableBuilder) {
    table.string('gate', 60).nullable()
    table.string('device_id', 64).nullable()
    table.integer('checked_in_by').nullable().references('users.id').onDelete('SET NULL')
    /** When the ticket was scanned (an offline device's clock, never later than recorded_at). */
    table.timestamp('scanned_at', { useTz: true }).notNullable()
    table.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(this.now())
    table.string('source', 10).notNullable().defaultTo('online')
  }

  async down() {
    this.schema.dropTable('check_in_conflicts')
    this.schema.dropTable('check_in_undos')
    this.schema.dropTable('check_in_answers')
    this.schema.dropTable('check_ins')
  }
}
