import { BaseSchema } from '@adonisjs/lucid/schema'

/** When a person agreed to the terms and the privacy statement at registration; null for accounts made otherwise (admins, staff) or before. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('terms_accepted_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('terms_accepted_at')
    })
  }
}
