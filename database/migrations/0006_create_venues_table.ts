import { BaseSchema } from '@adonisjs/lucid/schema'
import { DISTRICTS } from '#domain/districts'
import { GEOCODE_STATUSES, VENUE_PRICE_PERIODS } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'venues'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('owner_id').notNullable().index().references('users.id').onDelete('CASCADE')
      table.string('name', 200).notNullable()
      table.text('description').nullable()
      table.string('website', 255).nullable()
      table.string('street_name', 150).nullable()
      table.string('house_number', 20).nullable()
      table.string('neighborhood', 100).nullable()
      table.string('district', 30).nullable().index()
      table.integer('max_capacity').nullable()

      table.boolean('parking').notNullable().defaultTo(false)
      table.boolean('accessible').notNullable().defaultTo(false)
      table.boolean('wifi').notNullable().defaultTo(false)
      table.boolean('catering').notNullable().defaultTo(false)
      table.boolean('kitchen').notNullable().defaultTo(false)
      table.boolean('air_conditioning').notNullable().defaultTo(false)
      table.boolean('audio_system').notNullable().defaultTo(false)
      table.boolean('lighting').notNullable().defaultTo(false)

      /** Null or 0 shows 'Prijs op aanvraag'. */
      table.decimal('price_amount', 12, 2).nullable()
      table
        .enu('price_period', VENUE_PRICE_PERIODS, { useNative: true, enumName: 'venue_price_period', existingType: true })
        .notNullable()
        .defaultTo('dag')
      table.jsonb('custom_amenities').notNullable().defaultTo('[]')
      table.jsonb('custom_properties').notNullable().defaultTo('{}')
      table.specificType('facility_ids', 'integer[]').notNullable().defaultTo('{}')
      table.jsonb('images').notNullable().defaultTo('[]')
      table.jsonb('image_variants').notNullable().defaultTo('{}')

      table.decimal('lat', 9, 6).nullable()
      table.decimal('lng', 9, 6).nullable()
      table.string('place_id', 255).nullable()
      table
        .enu('geocode_status', GEOCODE_STATUSES, { useNative: true, enumName: 'geocode_status', existingType: true })
        .notNullable()
        .defaultTo('pending')
      table.integer('geocode_attempts').notNullable().defaultTo(0)
      table.text('geocode_error').nullable()

      table.boolean('is_approved').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.integer('deleted_by').nullable().index().references('users.id').onDelete('SET NULL')
      table.jsonb('social_media_links').notNullable().defaultTo('{}')

      table.decimal('cached_average_rating', 3, 1).notNullable().defaultTo(0)
      table.integer('cached_review_count').notNullable().defaultTo(0)
      table.integer('cached_like_count').notNullable().defaultTo(0)

      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    const districts = DISTRICTS.map((d) => `'${d}'`).join(', ')
    this.schema.raw(`ALTER TABLE venues ADD CONSTRAINT venues_district_check CHECK (district IS NULL OR district IN (${districts}))`)
    this.schema.raw('ALTER TABLE venues ADD CONSTRAINT venues_capacity_positive CHECK (max_capacity IS NULL OR max_capacity >= 0)')
    this.schema.raw('ALTER TABLE venues ADD CONSTRAINT venues_price_not_negative CHECK (price_amount IS NULL OR price_amount >= 0)')
    // The public lists read only approved, active, not deleted venues.
    this.schema.raw('CREATE INDEX venues_public_index ON venues (is_approved, is_active) WHERE deleted_at IS NULL')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
