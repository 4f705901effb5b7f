import { BaseSchema } from '@adonisjs/lucid/schema'
import { PG_ENUMS } from '#enums/statuses'

/*
 * One native PostgreSQL enum type per status list in api/enums/statuses.ts, created up front
 * because several tables share a type (contact_method, payment_provider, review_type,
 * token_status). Tables then use them with `existingType: true`. New values later go in
 * through a new migration (ALTER TYPE ... ADD VALUE).
 * `migration:fresh` without --drop-types wipes the tables but leaves the types behind, so a
 * leftover type (no table can use it any more at this point) is dropped before it is created.
 */
export default class extends BaseSchema {
  async up() {
    for (const [name, values] of Object.entries(PG_ENUMS)) {
      const list = values.map((value) => `'${value}'`).join(', ')
      this.schema.raw(`DROP TYPE IF EXISTS ${name}`)
      this.schema.raw(`CREATE TYPE ${name} AS ENUM (${list})`)
    }
  }

  async down() {
    for (const name of Object.keys(PG_ENUMS).reverse()) {
      this.schema.raw(`DROP TYPE IF EXISTS ${name}`)
    }
  }
}
