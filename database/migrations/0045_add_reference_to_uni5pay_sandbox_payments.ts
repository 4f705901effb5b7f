import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Buying issue: every payment carries our attempt reference (payment_references.reference) besides the
 * order number, so a payment whose id we never stored can still be matched to its order. Mollie keeps it
 * in the payment's metadata; the Uni5Pay+ sandbox keeps it here, as the live provider's reference field.
 */
export default class extends BaseSchema {
  protected tableName = 'uni5pay_sandbox_payments'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('reference', 100).nullable().index()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('reference')
    })
  }
}
