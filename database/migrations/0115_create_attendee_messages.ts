import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Messages to an event's attendees and the automatic reminder (docs/messaging.md#messages-to-attendees):
 * - attendee_messages: one row per message an organizer sent, with its audience and how many it reached;
 * - attendee_message_deliveries: which outbox rows carry it (the report counts their statuses);
 * - events.reminder_enabled / reminder_hours_before: the reminder, on by default, 24 hours before the start;
 * - orders.reminder_sent_at: set in the transaction that queues the order's reminder, so it goes out once;
 * - outbox_messages.whatsapp_template: the approved template a business-initiated WhatsApp message is sent as.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('attendee_messages', (table) => {
      table.increments('id')
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      table.integer('sent_by').nullable().references('users.id').onDelete('SET NULL')
      table.string('subject', 150).notNullable()
      table.text('body').notNullable()
      /** ['email'] | ['whatsapp'] | ['email', 'whatsapp']: the channels the organizer allowed. */
      table.jsonb('channels').notNullable()
      /** { ticketTypeIds?: number[], checkedIn?: boolean } as sent. */
      table.jsonb('audience').notNullable().defaultTo('{}')
      table.integer('recipient_count').notNullable()
      table.integer('unreachable_count').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE INDEX attendee_messages_event_index ON attendee_messages (event_id, created_at)')
    this.schema.raw('CREATE INDEX attendee_messages_sent_by_index ON attendee_messages (sent_by)')

    this.schema.createTable('attendee_message_deliveries', (table) => {
      table.increments('id')
      table.integer('attendee_message_id').notNullable().references('attendee_messages.id').onDelete('CASCADE')
      table.integer('outbox_message_id').notNullable().unique().references('outbox_messages.id').onDelete('CASCADE')
      table.string('channel', 10).notNullable()
    })
    this.schema.raw('CREATE INDEX attendee_message_deliveries_message_index ON attendee_message_deliveries (attendee_message_id)')

    this.schema.alterTable('events', (table) => {
      table.boolean('reminder_enabled').notNullable().defaultTo(true)
      table.integer('reminder_hours_before').notNullable().defaultTo(24)
    })
    this.schema.raw('ALTER TABLE events ADD CONSTRAINT events_reminder_hours_before CHECK (reminder_hours_before BETWEEN 1 AND 168)')
    this.schema.alterTable('orders', (table) => {
      table.timestamp('reminder_sent_at', { useTz: true }).nullable()
    })
    this.schema.alterTable('outbox_messages', (table) => {
      /** { name, language, parameters: string[] } */
      table.jsonb('whatsapp_template').nullable()
    })
  }

  async down() {
    this.schema.alterTable('outbox_messages', (table) => table.dropColumn('whatsapp_template'))
    this.schema.alterTable('orders', (table) => table.dropColumn('reminder_sent_at'))
    this.schema.raw('ALTER TABLE events DROP CONSTRAINT events_reminder_hours_before')
    this.schema.alterTable('events', (table) => {
      table.dropColumn('reminder_enabled')
      table.dropColumn('reminder_hours_before')
    })
    this.schema.dropTable('attendee_message_deliveries')
    this.schema.dropTable('attendee_messages')
  }
}
