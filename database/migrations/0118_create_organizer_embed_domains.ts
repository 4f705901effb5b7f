import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The websites an organizer sells on with the embeddable ticket button (docs/embed.md): each row one origin
 * (scheme, host and port, e.g. https://www.club.sr) that may frame the embed page and receive the buyer back after
 * payment. Stored per organizer, whatever event is embedded.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('organizer_embed_domains', (table) => {
      table.increments('id')
      table.integer('organizer_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('origin', 300).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE UNIQUE INDEX organizer_embed_domains_origin_unique ON organizer_embed_domains (organizer_id, origin)')
  }

  async down() {
    this.schema.dropTableIfExists('organizer_embed_domains')
  }
}
