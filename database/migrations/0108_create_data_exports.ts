import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A person's own data (GDPR access and erasure):
 *
 * - data_exports: one row per 'Mijn gegevens downloaden'. The ZIP is built in the background and kept here (bytes)
 *   until it expires; only the SHA-256 of the e-mailed link's token is stored. Status pending → ready (or failed),
 *   and expired once its time is up (the bytes are then dropped).
 * - users.erased_at: the account was deleted by its owner: its personal fields are replaced and it can no longer
 *   sign in; the row stays because orders, invoices and reviews still point at it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('data_exports', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('status', 16).notNullable().defaultTo('pending')
      /** The language of the request: the e-mail is written in it. */
      table.string('language', 2).notNullable().defaultTo('nl')
      table.string('token_hash', 64).nullable().unique()
      table.binary('file').nullable()
      table.integer('file_size').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('ready_at', { useTz: true }).nullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.index(['user_id', 'created_at'], 'data_exports_user_created_index')
    })
    this.schema.raw(
      `ALTER TABLE data_exports ADD CONSTRAINT data_exports_status_check CHECK (status IN ('pending', 'ready', 'failed', 'expired'))`
    )
    this.schema.alterTable('users', (table) => {
      table.timestamp('erased_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('erased_at')
    })
    this.schema.dropTable('data_exports')
  }
}
