import { BaseSchema } from '@adonisjs/lucid/schema'
import { USER_ROLES } from '#enums/roles'
import { REGISTRATION_METHODS } from '#enums/statuses'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('email', 254).notNullable().unique()
      /** Password hash, never the password itself. */
      table.string('password', 255).notNullable()
      table.string('first_name', 100).nullable()
      table.string('last_name', 100).nullable()
      table.string('role', 40).notNullable().defaultTo('user')
      table.string('organization_name', 200).nullable()
      table.string('user_company_name', 200).nullable()
      table.string('phone', 20).nullable().unique()
      table.string('profile_image', 500).nullable()
      table.jsonb('image_variants').nullable()

      table.boolean('is_verified').notNullable().defaultTo(false)
      table.boolean('is_email_verified').notNullable().defaultTo(false)
      table.boolean('is_phone_verified').notNullable().defaultTo(false)
      table.string('email_verification_token', 128).nullable().index()
      table.timestamp('email_verification_expires_at', { useTz: true }).nullable()
      table.string('phone_verification_code', 255).nullable()
      table.timestamp('phone_verification_expires_at', { useTz: true }).nullable()
      table.integer('phone_verification_attempts').notNullable().defaultTo(0)
      table
        .enu('registration_method', REGISTRATION_METHODS, { useNative: true, enumName: 'registration_method', existingType: true })
        .notNullable()
        .defaultTo('email')
      table.string('password_reset_token', 128).nullable().index()
      table.timestamp('password_reset_expires_at', { useTz: true }).nullable()
      table.string('pending_email', 254).nullable()
      table.string('email_change_token', 128).nullable().index()
      table.timestamp('email_change_expires_at', { useTz: true }).nullable()

      table.string('website', 255).nullable()
      table.string('street_name', 150).nullable()
      table.string('house_number', 20).nullable()
      table.string('city_town', 100).nullable()
      table.string('neighborhood', 100).nullable()
      table.string('district', 50).nullable()
      table.string('country', 80).notNullable().defaultTo('Suriname')
      table.string('state', 80).nullable()
      table.string('zip_code', 20).nullable()

      table.string('business_contact_first_name', 100).nullable()
      table.string('business_contact_last_name', 100).nullable()
      table.string('business_phone', 20).nullable()
      table.string('business_street_name', 150).nullable()
      table.string('business_house_number', 20).nullable()
      table.string('business_neighborhood', 100).nullable()
      table.string('business_district', 50).nullable()
      table.string('company_name', 200).nullable()
      table.text('business_description').nullable()
      table.string('kkf_number', 30).nullable()
      table.string('kkf_document', 500).nullable()
      table.string('btwnumber', 30).nullable()
      table.string('id_document', 500).nullable()
      table.jsonb('social_media_links').notNullable().defaultTo('{}')

      table.decimal('cached_rating', 3, 1).notNullable().defaultTo(0)
      table.integer('cached_review_count').notNullable().defaultTo(0)
      table.integer('cached_verified_review_count').notNullable().defaultTo(0)
      table.integer('cached_follower_count').notNullable().defaultTo(0)

      // Organizer team (manager, loket, scanner).
      table.integer('manager_for_organizer_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.specificType('loket_assigned_events', 'integer[]').notNullable().defaultTo('{}')
      table.jsonb('loket_permissions').nullable()
      table.integer('created_by_organizer_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.string('team_access_level', 20).notNullable().defaultTo('full')
      table.timestamp('deactivated_at', { useTz: true }).nullable()
      table.integer('deactivated_by').nullable().index().references('users.id').onDelete('SET NULL')
      // Agent team.
      table.integer('manager_for_agent_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.integer('created_by_agent_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.specificType('agent_assigned_events', 'integer[]').notNullable().defaultTo('{}')
      table.integer('created_by_venue_operator_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.integer('created_by_admin_id').nullable().index().references('users.id').onDelete('SET NULL')
      table.boolean('is_sub_admin').notNullable().defaultTo(false)

      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    const roles = USER_ROLES.map((role) => `'${role}'`).join(', ')
    this.schema.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN (${roles}))`)
    this.schema.raw('CREATE INDEX users_role_index ON users (role)')
    // Emails are compared case-insensitively at sign-in.
    this.schema.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
