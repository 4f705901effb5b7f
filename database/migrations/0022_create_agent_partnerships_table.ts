import { BaseSchema } from '@adonisjs/lucid/schema'
import { PARTNERSHIP_STATUSES } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'agent_partnerships'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('agent_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.integer('organizer_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table
        .enu('status', PARTNERSHIP_STATUSES, { useNative: true, enumName: 'partnership_status', existingType: true })
        .notNullable()
        .defaultTo('pending')
      table.text('request_message').nullable()
      table.text('response_message').nullable()
      /** { canSellAllEvents, allowedEventIds, allowedTicketTypeIds } */
      table.jsonb('permissions').notNullable().defaultTo('{"canSellAllEvents": true, "allowedEventIds": [], "allowedTicketTypeIds": []}')
      table.decimal('commission_percentage', 5, 2).notNullable().defaultTo(10.0)
      table.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.integer('requested_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.timestamp('responded_at', { useTz: true }).nullable()
      table.integer('responded_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.timestamp('terminated_at', { useTz: true }).nullable()
      table.integer('terminated_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      'ALTER TABLE agent_partnerships ADD CONSTRAINT agent_partnerships_commission_range CHECK (commission_percentage >= 0 AND commission_percentage <= 100)'
    )
    // At most one open (pending or approved) partnership per agent and organizer.
    this.schema.raw(
      "CREATE UNIQUE INDEX agent_partnerships_open_unique ON agent_partnerships (agent_id, organizer_id) WHERE status IN ('pending', 'approved')"
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
