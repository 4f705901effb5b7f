import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Admins add and rename venue facilities: two facilities of the same name would be two identical
 * tiles on a venue page and two look-alike choices for an operator, so names are unique ignoring case, like
 * event categories' (migration 0001). The service says so with a message first; this catches the race.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE UNIQUE INDEX venue_facilities_name_lower_unique ON venue_facilities (lower(name))')
  }

  async down() {
    this.schema.raw('DROP INDEX venue_facilities_name_lower_unique')
  }
}
