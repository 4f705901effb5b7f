import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Review invitations: the job invites each buyer of an event once.
 * - invitee_key: the buyer's identity (account id, else lower-cased e-mail, else phone); unique per event, so a
 *   job that runs twice (or two workers at once) inserts each buyer's invitation only once.
 * - order_id: the order the invitation came from (a review through it is verified when one of the buyer's tickets
 *   for the event was checked in); user_id: the buyer's account, if any; invitee_name prefills the guest's name.
 * - contact_method: how it is delivered (e-mail or WhatsApp, the order's choice); email_message_id and
 *   whatsapp_message_id: its outbox rows, whose attempts, errors and sending time the job copies back here;
 *   delivery_synced_at: the outbox rows' latest change copied so far (only newer changes are copied again).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('review_invite_tokens', (table) => {
      table.string('invitee_key', 254).nullable()
      table.integer('order_id').nullable().index().references('orders.id').onDelete('SET NULL')
      table.integer('user_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.string('invitee_name', 200).nullable()
      table.string('contact_method', 10).nullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.integer('email_message_id').nullable().references('outbox_messages.id').onDelete('SET NULL')
      table.integer('whatsapp_message_id').nullable().references('outbox_messages.id').onDelete('SET NULL')
      table.timestamp('delivery_synced_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `CREATE UNIQUE INDEX review_invite_tokens_once_per_buyer ON review_invite_tokens (event_id, invitee_key)
       WHERE invitee_key IS NOT NULL`
    )
  }

  async down() {
    this.schema.raw(`DROP INDEX IF EXISTS review_invite_tokens_once_per_buyer`)
    this.schema.alterTable('review_invite_tokens', (table) => {
      table.dropColumn('invitee_key')
      table.dropColumn('order_id')
      table.dropColumn('user_id')
      table.dropColumn('invitee_name')
      table.dropColumn('contact_method')
      table.dropColumn('used_at')
      table.dropColumn('email_message_id')
      table.dropColumn('whatsapp_message_id')
      table.dropColumn('delivery_synced_at')
    })
  }
}
