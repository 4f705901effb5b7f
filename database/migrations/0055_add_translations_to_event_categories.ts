import { BaseSchema } from '@adonisjs/lucid/schema'
import { REFERENCE_CATEGORIES } from '#database/seeders/reference_seeder'

/**
 * A category's name in the other languages: { en, es, fr, de }, kept with the category so an
 * admin can edit it (PUT /api/admin/event-categories/:id); the Dutch name stays the key events refer to and
 * the fallback. Categories that already exist get the reference translations once; the seeder, which never
 * overwrites, gives new installations theirs on insert.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('event_categories', (table) => {
      table.jsonb('translations').notNullable().defaultTo('{}')
    })
    this.schema.raw(
      "ALTER TABLE event_categories ADD CONSTRAINT event_categories_translations_object CHECK (jsonb_typeof(translations) = 'object')"
    )
    this.defer(async (db) => {
      for (const category of REFERENCE_CATEGORIES) {
        await db
          .from('event_categories')
          .whereRaw('lower(name) = lower(?)', [category.name])
          .whereRaw("translations = '{}'::jsonb")
          .update({ translations: JSON.stringify(category.translations) })
      }
    })
  }

  async down() {
    this.schema.alterTable('event_categories', (table) => {
      table.dropColumn('translations')
    })
  }
}
