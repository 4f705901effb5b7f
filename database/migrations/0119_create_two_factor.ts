import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and the devices that may skip it (docs/accounts.md):
 * - users.two_factor_secret: the shared secret, encrypted with the app's encryption service; null while it is off;
 * - users.two_factor_pending_secret: a secret offered by setup and not yet confirmed with a code (encrypted);
 * - users.two_factor_enabled_at: when it was switched on;
 * - users.two_factor_last_step: the newest 30-second step whose code was accepted, so a code works once;
 * - two_factor_recovery_codes: the ten single-use recovery codes, only their SHA-256 stored;
 * - remembered_devices: 'Dit apparaat 30 dagen onthouden', a random token per browser, only its SHA-256 stored.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.text('two_factor_secret').nullable()
      table.text('two_factor_pending_secret').nullable()
      table.timestamp('two_factor_enabled_at', { useTz: true }).nullable()
      table.bigInteger('two_factor_last_step').nullable()
    })

    this.schema.createTable('two_factor_recovery_codes', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['user_id', 'code_hash'])
    })

    this.schema.createTable('remembered_devices', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('revoked_at', { useTz: true }).nullable()
      table.timestamp('last_used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'revoked_at'])
    })
  }

  async down() {
    this.schema.dropTableIfExists('remembered_devices')
    this.schema.dropTableIfExists('two_factor_recovery_codes')
    this.schema.alterTable('users', (table) => {
      table.dropColumn('two_factor_secret')
      table.dropColumn('two_factor_pending_secret')
      table.dropColumn('two_factor_enabled_at')
      table.dropColumn('two_factor_last_step')
    })
  }
}
