import { BaseSchema } from '@adonisjs/lucid/schema'
import { DEFAULT_PLATFORM_SETTINGS } from '#domain/platform_defaults'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('platform_settings', (table) => {
      // Exactly one row: id is always 1.
      table.integer('id').primary().defaultTo(1)
      table.string('website_name', 120).notNullable()
      table.string('website_url', 255).nullable()
      table.string('logo_url', 500).nullable()
      table.string('favicon_url', 500).nullable()
      table.text('seo_description').nullable()
      table.string('social_media_image_url', 500).nullable()
      table.decimal('platform_cost_percentage', 5, 2).notNullable().defaultTo(0)
      table.decimal('platform_cost_fixed', 12, 2).notNullable().defaultTo(0)
      table.jsonb('payment_fees').notNullable().defaultTo('{}')
      table.jsonb('currency_converter').notNullable().defaultTo('{}')
      table.integer('review_invitation_delay').notNullable().defaultTo(24)
      table.boolean('auto_moderation_enabled').notNullable().defaultTo(true)
      table.integer('review_display_min_rating').notNullable().defaultTo(1)
      table.integer('review_response_time_limit').notNullable().defaultTo(168)
      table.jsonb('email_templates').notNullable().defaultTo('{}')
      table.jsonb('whatsapp_features').notNullable()
      table.text('header_tag').nullable()
      table.text('body_tag').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE platform_settings ADD CONSTRAINT platform_settings_single_row CHECK (id = 1)')
    this.defer(async (db) => {
      const d = DEFAULT_PLATFORM_SETTINGS
      await db.table('platform_settings').insert({
        id: 1,
        website_name: d.websiteName,
        seo_description: d.seoDescription,
        platform_cost_percentage: d.platformCostPercentage,
        platform_cost_fixed: d.platformCostFixed,
        payment_fees: JSON.stringify(d.paymentFees),
        currency_converter: JSON.stringify(d.currencyConverter),
        review_invitation_delay: d.reviewInvitationDelay,
        auto_moderation_enabled: d.autoModerationEnabled,
        review_display_min_rating: d.reviewDisplayMinRating,
        review_response_time_limit: d.reviewResponseTimeLimit,
        whatsapp_features: JSON.stringify(d.whatsappFeatures),
      })
    })
  }

  async down() {
    this.schema.dropTable('platform_settings')
  }
}
