import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The language the buyer shopped in: the storefront sends it with the purchase, and the
 * ticket e-mail, the PDF and the WhatsApp message are written in it (Dutch when a text has no translation).
 * Orders from before, and from clients that send none, are Dutch.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.string('language', 2).notNullable().defaultTo('nl')
    })
    this.schema.raw("ALTER TABLE orders ADD CONSTRAINT orders_language_supported CHECK (language IN ('nl', 'en', 'es', 'fr', 'de'))")
  }

  async down() {
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('language')
    })
  }
}
