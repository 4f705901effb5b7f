import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Session settings the app relies on live on the database role, not in the connection's startup packet: PgBouncer in
 * transaction pooling refuses unknown startup parameters, and a role default reaches every server connection the
 * pooler opens (docs/scaling.md).
 * - idle_in_transaction_session_timeout 60 s: a transaction left open by a stuck request is ended by the server, so
 *   it cannot keep ticket type rows locked.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw("ALTER ROLE CURRENT_USER SET idle_in_transaction_session_timeout = '60s'")
  }

  async down() {
    this.schema.raw('ALTER ROLE CURRENT_USER RESET idle_in_transaction_session_timeout')
  }
}
