import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'agent_notifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('agent_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.integer('organizer_id').nullable().index().references('users.id').onDelete('SET NULL')
      /** partnership_approved, partnership_rejected, partnership_terminated, partnership_permissions_updated, or others. */
      table.string('type', 60).notNullable()
      table.string('title', 200).notNullable()
      table.text('message').notNullable()
      table.boolean('is_read').notNullable().defaultTo(false)
      table.integer('related_partnership_id').nullable().index().references('agent_partnerships.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('CREATE INDEX agent_notifications_unread_index ON agent_notifications (agent_id, created_at) WHERE NOT is_read')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
