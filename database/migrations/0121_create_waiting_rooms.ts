import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The waiting room of an on-sale (docs/waiting-room.md).
 *
 * waiting_rooms: one per event, its settings and the counters every poll reads (through a per-process cache):
 * - last_number: the highest place number handed out (places are numbered 1, 2, … per event);
 * - admitted_upto: places up to floor(admitted_upto) are admitted; advanced over time at the rate in force by
 *   whichever process ticks first (a conditional UPDATE on advanced_at, so one process per tick);
 * - shuffled_at: when the places of everyone who joined before opens_at were numbered in random order;
 * - joined_before_open: how many joined before the opening (their places are not numbered until then);
 * - rate_now: the admissions per minute in force ('auto' resolves to it; a set rate is copied into it);
 * - sold, unsold, remaining, bound: the event's seats sold, not sold, free to hold, and admissions used, as of
 *   the last tick (the admission cap and sold-out read them);
 * - minute_at, minute_upto, last_minute_admitted: admissions in the last full minute, for the live view.
 *
 * waiting_room_entries: one place per event and device. number is null until the opening shuffle; admitted_at is
 * set by the tick that admitted the place; picked_up_at when its holder first asked after admission (the grace
 * period runs between the two); session_id and buyer_key bind the admission to one checkout and one buyer on
 * first use (one admission per buyer identity: the partial unique index).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('waiting_rooms', (table) => {
      table.integer('event_id').primary().references('events.id').onDelete('CASCADE')
      table.boolean('enabled').notNullable().defaultTo(false)
      table.timestamp('opens_at', { useTz: true }).notNullable()
      /** Admissions per minute; null is 'auto'. */
      table.integer('admit_per_minute').nullable()
      table.integer('random_window_minutes').notNullable().defaultTo(10)
      table.bigInteger('last_number').notNullable().defaultTo(0)
      table.double('admitted_upto').notNullable().defaultTo(0)
      table.timestamp('advanced_at', { useTz: true }).nullable()
      table.timestamp('shuffled_at', { useTz: true }).nullable()
      table.integer('joined_before_open').notNullable().defaultTo(0)
      table.integer('rate_now').notNullable().defaultTo(300)
      table.timestamp('rate_adjusted_at', { useTz: true }).nullable()
      table.integer('sold').notNullable().defaultTo(0)
      table.integer('unsold').notNullable().defaultTo(0)
      table.integer('remaining').notNullable().defaultTo(0)
      table.integer('bound').notNullable().defaultTo(0)
      table.timestamp('minute_at', { useTz: true }).nullable()
      table.double('minute_upto').notNullable().defaultTo(0)
      table.integer('last_minute_admitted').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      'ALTER TABLE waiting_rooms ADD CONSTRAINT waiting_rooms_rate CHECK (admit_per_minute IS NULL OR admit_per_minute BETWEEN 1 AND 10000)'
    )
    this.schema.raw('ALTER TABLE waiting_rooms ADD CONSTRAINT waiting_rooms_window CHECK (random_window_minutes BETWEEN 0 AND 120)')

    this.schema.createTable('waiting_room_entries', (table) => {
      table.bigIncrements('id')
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      table.string('device_id', 64).notNullable()
      table.bigInteger('number').nullable()
      table.timestamp('joined_at', { useTz: true }).notNullable()
      table.timestamp('admitted_at', { useTz: true }).nullable()
      table.timestamp('picked_up_at', { useTz: true }).nullable()
      table.string('session_id', 128).nullable()
      table.string('buyer_key', 300).nullable()
      table.unique(['event_id', 'device_id'], { indexName: 'waiting_room_entries_device' })
      table.unique(['event_id', 'number'], { indexName: 'waiting_room_entries_number' })
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX waiting_room_entries_buyer ON waiting_room_entries (event_id, buyer_key) WHERE buyer_key IS NOT NULL'
    )
    this.schema.raw('CREATE INDEX waiting_room_entries_session ON waiting_room_entries (event_id, session_id) WHERE session_id IS NOT NULL')
  }

  async down() {
    this.schema.dropTableIfExists('waiting_room_entries')
    this.schema.dropTableIfExists('waiting_rooms')
  }
}
