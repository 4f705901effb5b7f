import { BaseSchema } from '@adonisjs/lucid/schema'

/** An e-mail's Reply-To (a contact form's mail is answered to the visitor who sent it). */
export default class extends BaseSchema {
  protected tableName = 'outbox_messages'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('reply_to', 254).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('reply_to')
    })
  }
}
