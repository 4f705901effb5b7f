import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Server-side record of every issued token (accounts issue): the signed token carries the session id,
 * so logout, a password change or deactivation revokes it at once.
 */
export default class extends BaseSchema {
  protected tableName = 'auth_sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('revoked_at', { useTz: true }).nullable()
      /** logout, password_change, password_reset, deactivated, … */
      table.string('revoked_reason', 40).nullable()
      table.timestamp('last_used_at', { useTz: true }).nullable()
      table.string('ip', 64).nullable()
      table.string('user_agent', 300).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'revoked_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
