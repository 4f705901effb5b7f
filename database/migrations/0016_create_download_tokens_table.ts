import { BaseSchema } from '@adonisjs/lucid/schema'
import { TOKEN_STATUSES } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'download_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.specificType('token', 'char(64)').notNullable().unique()
      /** One ticket, or several through ticket_ids (an order's tickets). */
      table.integer('ticket_id').nullable().index().references('tickets.id').onDelete('CASCADE')
      table.specificType('ticket_ids', 'integer[]').notNullable().defaultTo('{}')
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table
        .enu('status', TOKEN_STATUSES, { useNative: true, enumName: 'token_status', existingType: true })
        .notNullable()
        .defaultTo('active')
      table.integer('access_count').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
