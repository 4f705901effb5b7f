import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A refund through the refunds path answers the seller's invoice with a credit note of its own: refunds.credit_note_number
 * is taken from the organizer's credit note sequence (organizer_invoice_counters, migration 0096) in the transaction
 * that records the provider's yes, so the sequence keeps no gaps. An order refunded by hand keeps its one credit note
 * on orders.credit_note_number.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('refunds', (table) => {
      table.integer('credit_note_number').nullable()
    })
    this.schema.raw(
      "ALTER TABLE refunds ADD CONSTRAINT refunds_credit_note_when_succeeded CHECK (credit_note_number IS NULL OR status = 'succeeded')"
    )
  }

  async down() {
    this.schema.alterTable('refunds', (table) => {
      table.dropColumn('credit_note_number')
    })
  }
}
