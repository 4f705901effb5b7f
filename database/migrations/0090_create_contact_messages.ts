import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Messages sent through the venue and organizer contact forms (SPEC §7 "Contact message"):
 * kept so a message that the outbox could not deliver is not lost, and so abuse can be traced (ip, score).
 * The mail itself goes through the outbox (outbox_message_id), with reply-to the sender.
 */
export default class extends BaseSchema {
  protected tableName = 'contact_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('target_type', 16).notNullable()
      table.integer('venue_id').nullable().index().references('venues.id').onDelete('CASCADE')
      table.integer('organizer_id').nullable().index().references('users.id').onDelete('CASCADE')
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone', 16).notNullable()
      table.string('subject', 200).notNullable()
      table.text('message').notNullable()
      /** Where the mail went (the venue owner's or organizer's address at the time). */
      table.string('recipient_email', 254).notNullable()
      table.string('ip_address', 64).nullable()
      /** reCAPTCHA v3 score; null when the forms run without captcha (development). */
      table.decimal('captcha_score', 3, 2).nullable()
      table.integer('outbox_message_id').nullable().references('outbox_messages.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_target_check CHECK (
        (target_type = 'venue' AND venue_id IS NOT NULL AND organizer_id IS NULL) OR
        (target_type = 'organizer' AND organizer_id IS NOT NULL AND venue_id IS NULL)
      )`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
