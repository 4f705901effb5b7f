import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Organizers' API tokens for /api/v1 (docs/integrations.md): only the SHA-256 of a token is kept, with a short
 * non-secret prefix to recognise it by, its scopes, expiry, revocation and when it was last used.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('api_tokens', (table) => {
      table.increments('id')
      table.integer('organizer_id').notNullable().references('users.id').onDelete('CASCADE')
      table.integer('created_by').nullable().references('users.id').onDelete('SET NULL')
      table.string('name', 100).notNullable()
      /** Hex SHA-256 of the whole token. */
      table.string('token_hash', 64).notNullable().unique()
      /** The token's first characters, shown in lists ('sut_AbCd1234'). */
      table.string('prefix', 16).notNullable()
      table.specificType('scopes', 'text[]').notNullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.timestamp('last_used_at', { useTz: true }).nullable()
      table.timestamp('revoked_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE INDEX api_tokens_organizer_index ON api_tokens (organizer_id, id)')
  }

  async down() {
    this.schema.dropTable('api_tokens')
  }
}
