import { BaseSchema } from '@adonisjs/lucid/schema'
import { LIKE_TARGET_TYPES } from '#enums/statuses'

/** Likes of events and venues, and follows of organizers: one per user and target. */
export default class extends BaseSchema {
  protected tableName = 'likes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.enu('target_type', LIKE_TARGET_TYPES, { useNative: true, enumName: 'like_target_type', existingType: true }).notNullable()
      /** Id of the event, venue or organizer (user); polymorphic, so no foreign key. */
      table.integer('target_id').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['user_id', 'target_type', 'target_id'])
      table.index(['target_type', 'target_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
