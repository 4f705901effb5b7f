import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The cached like and follower counts are kept in the same transaction as the likes they count
 * (api/services/likes_service.ts). They are brought in line with the likes once here, and the database refuses
 * a count below 0, whatever writes it.
 */
const COUNTS = [
  { table: 'events', column: 'cached_like_count', targetType: 'event' },
  { table: 'venues', column: 'cached_like_count', targetType: 'venue' },
  { table: 'users', column: 'cached_follower_count', targetType: 'organizer' },
] as const

export default class extends BaseSchema {
  async up() {
    for (const { table, column, targetType } of COUNTS) {
      this.defer(async (db) => {
        await db.rawQuery(
          `UPDATE ${table} t SET ${column} = c.n FROM (
             SELECT x.id, (SELECT count(*) FROM likes l WHERE l.target_type = ? AND l.target_id = x.id)::int AS n FROM ${table} x
           ) c WHERE c.id = t.id AND t.${column} IS DISTINCT FROM c.n`,
          [targetType]
        )
      })
      this.schema.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_not_negative CHECK (${column} >= 0)`)
    }
  }

  async down() {
    for (const { table, column } of COUNTS) this.schema.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_not_negative`)
  }
}
