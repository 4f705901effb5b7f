import { BaseSchema } from '@adonisjs/lucid/schema'
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '#enums/statuses'

/*
 * Every outgoing e-mail and WhatsApp message: written in the caller's transaction, sent by the
 * 'outbox-deliver' pg-boss job, retried with backoff by the minute sweep (api/jobs/outbox_job.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'outbox_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.enu('channel', OUTBOX_CHANNELS).notNullable()
      /** email_verification, password_reset, phone_code, tickets, ... */
      table.string('kind', 60).notNullable()
      table.string('recipient', 320).notNullable()
      table.string('subject', 500).nullable()
      table.text('body_text').notNullable()
      table.text('body_html').nullable()
      /** [{ filename, contentType, content (base64) | path, cid? }] */
      table.jsonb('attachments').nullable()
      table.enu('status', OUTBOX_STATUSES).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable().defaultTo(5)
      table.text('last_error').nullable()
      table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.string('provider_message_id', 255).nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['status', 'next_attempt_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
