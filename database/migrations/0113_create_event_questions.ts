import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Checkout questions (docs/questions.md): an event's questions and the buyers' answers.
 *
 * event_questions: asked once per order or once per ticket (scope), for every ticket type of the event or only the
 * listed ones (ticket_type_ids, null = all). A question that already has answers is archived instead of deleted
 * (archived_at), so the answers stay on the orders and in the CSV.
 *
 * question_answers: one row per question per order (ticket_index null) or per seat (ticket_index = the seat's 0-based
 * place in the normalized cart, ticket type id then position, which is the order issueTickets creates them in; a
 * paid order's tickets exist only after payment, so the ticket is found by that place, never stored by id).
 *
 * orders.questions_skip_reason: a counter seller may sell without the required answers, giving the reason.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('event_questions', (table) => {
      table.increments('id')
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      table.string('label', 200).notNullable()
      table.string('type', 20).notNullable()
      table.jsonb('options').notNullable().defaultTo('[]')
      table.boolean('required').notNullable().defaultTo(false)
      table.string('scope', 10).notNullable().defaultTo('order')
      table.jsonb('ticket_type_ids').nullable()
      table.boolean('print_on_ticket').notNullable().defaultTo(false)
      table.jsonb('translations').notNullable().defaultTo('{}')
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('archived_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['event_id'])
    })
    this.schema.raw(
      `ALTER TABLE event_questions ADD CONSTRAINT event_questions_type_check CHECK (type IN ('short_text', 'long_text', 'choice', 'multiple_choice', 'yes_no', 'number', 'date', 'phone', 'email'))`
    )
    this.schema.raw(`ALTER TABLE event_questions ADD CONSTRAINT event_questions_scope_check CHECK (scope IN ('order', 'ticket'))`)

    this.schema.createTable('question_answers', (table) => {
      table.bigIncrements('id')
      table.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE')
      table.integer('question_id').notNullable().references('event_questions.id').onDelete('RESTRICT')
      table.integer('ticket_index').nullable()
      table.jsonb('value').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['question_id'])
    })
    // One answer per question per order, or per seat of it.
    this.schema.raw(
      'CREATE UNIQUE INDEX question_answers_order_question_seat_unique ON question_answers (order_id, question_id, COALESCE(ticket_index, -1))'
    )
    this.schema.alterTable('orders', (table) => {
      table.text('questions_skip_reason').nullable()
    })
  }

  async down() {
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('questions_skip_reason')
    })
    this.schema.dropTable('question_answers')
    this.schema.dropTable('event_questions')
  }
}
