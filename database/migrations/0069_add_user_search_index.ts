import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The admin's user search (GET /api/admin/users?filter={"q":…}): part of a name, e-mail, organisation
 * or phone number, across every account. A trigram index over the searched text, so a search does not read every
 * user; USER_SEARCH_TEXT in api/services/admin_users_service.ts is the same expression. Plus the list's default
 * order (newest first).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    this.schema.raw(
      `CREATE INDEX users_search_trgm_index ON users USING gin ((lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email || ' ' || coalesce(organization_name, '') || ' ' || coalesce(phone, ''))) gin_trgm_ops)`
    )
    this.schema.raw('CREATE INDEX users_created_at_index ON users (created_at DESC, id DESC)')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS users_created_at_index')
    this.schema.raw('DROP INDEX IF EXISTS users_search_trgm_index')
  }
}
