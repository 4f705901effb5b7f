import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One run of an export template (docs/administration.md#exports): who asked, with which filters and format, and the
 * file once made. Small runs are made while the request waits, large ones by the 'export-runs' job, which mails the
 * link. The file is kept in the row until expires_at; after that a download answers 410.
 */
export default class extends BaseSchema {
  protected tableName = 'export_runs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('template_id').notNullable().references('compliance_export_templates.id').onDelete('RESTRICT')
      table.integer('requested_by').notNullable().references('users.id').onDelete('CASCADE')
      table.jsonb('filters').notNullable().defaultTo('{}')
      table.string('format', 10).notNullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      /** The language of the request: the mail and the file name. */
      table.string('language', 5).notNullable().defaultTo('nl')
      table.boolean('in_background').notNullable().defaultTo(false)
      table.integer('row_count').nullable()
      table.string('file_name', 120).nullable()
      table.binary('file_content').nullable()
      table.integer('file_bytes').nullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.text('error').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('started_at', { useTz: true }).nullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw("ALTER TABLE export_runs ADD CONSTRAINT export_runs_format CHECK (format IN ('csv', 'xlsx'))")
    this.schema.raw("ALTER TABLE export_runs ADD CONSTRAINT export_runs_status CHECK (status IN ('pending', 'running', 'ready', 'failed'))")
    this.schema.raw('CREATE INDEX export_runs_requested_by_index ON export_runs (requested_by, created_at)')
    this.schema.raw('CREATE INDEX export_runs_template_index ON export_runs (template_id)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
