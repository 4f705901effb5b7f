import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * ticket_types.edit_version: the organizer's optimistic lock. `version` counts every change of the row, sales
 * included (the stock functions of migrations 0046/0050 and api/services/tickets/stock.ts raise it), so an edit
 * checked against it conflicted with every buyer. edit_version moves only when an organizer saves the type; it
 * starts at the current version, so a form read before this migration still saves.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('ticket_types', (table) => {
      table.integer('edit_version').notNullable().defaultTo(0)
    })
    this.schema.raw('UPDATE ticket_types SET edit_version = version')
  }

  async down() {
    this.schema.alterTable('ticket_types', (table) => {
      table.dropColumn('edit_version')
    })
  }
}
