/*
 * A buyer's personal data on their orders, replaced by the fixed anonymous marker (domain/data_retention.ts): the
 * buyer's name becomes 'Geanonimiseerd', e-mail, phone and the keys derived from them are emptied, on the order and
 * everything that copied them (tickets, transfers, review invitations and tokens, Ticketswitch listings). The money
 * (subtotal, fees, total, invoice and credit-note numbers, refunds) is not touched: bookkeeping keeps it.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ANONYMOUS_EMAIL, ANONYMOUS_NAME } from '#domain/data_retention'

/**
 * Anonymises the buyers of the given orders in the caller's transaction. Orders anonymised before are left alone
 * (orders.anonymised_at), so calling it twice does nothing the second time. Returns how many orders it anonymised now.
 */
export async function anonymiseOrderBuyers(trx: TransactionClientContract, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0
  const ids = [...new Set(orderIds)]
  const done = await trx.rawQuery<{ rows: { id: number }[] }>(
    `UPDATE orders SET buyer_name = ?, buyer_email = NULL, buyer_phone = NULL, buyer_email_key = NULL, buyer_phone_key = NULL,
       client_key = NULL, session_id = NULL, anonymised_at = now(), updated_at = now()
     WHERE id = ANY (?::int[]) AND anonymised_at IS NULL
     RETURNING id`,
    [ANONYMOUS_NAME, ids]
  )
  const anonymised = done.rows.map((row) => row.id)
  if (anonymised.length === 0) return 0

  await trx.rawQuery(
    `UPDATE tickets SET buyer_name = ?, buyer_email = NULL, buyer_phone = NULL, buyer_identifier = NULL, updated_at = now()
     WHERE order_id = ANY (?::int[])`,
    [ANONYMOUS_NAME, anonymised]
  )
  // A transfer must name someone to reach (CHECK to_email or to_phone): the never deliverable address.
  await trx.rawQuery(
    `UPDATE ticket_transfers SET from_name = ?, to_first_name = ?, to_last_name = '', to_email = ?, to_phone = NULL
     WHERE order_id = ANY (?::int[])`,
    [ANONYMOUS_NAME, ANONYMOUS_NAME, ANONYMOUS_EMAIL, anonymised]
  )
  await trx.rawQuery(
    `UPDATE review_invite_tokens SET invitee_email = NULL, invitee_phone = NULL, invitee_name = NULL, invitee_key = NULL, updated_at = now()
     WHERE order_id = ANY (?::int[])`,
    [anonymised]
  )
  await trx.rawQuery(
    `UPDATE review_tokens SET buyer_email = NULL, buyer_phone = NULL, buyer_name = NULL
     WHERE ticket_id IN (SELECT id FROM tickets WHERE order_id = ANY (?::int[]))`,
    [anonymised]
  )
  // The buyer of a resale; and the seller when they sold a ticket of these orders without an account (a payout still
  // owed keeps its details: it cannot be paid without them).
  await trx.rawQuery(
    `UPDATE ticketswitch_listings SET buyer_email = NULL, buyer_phone = NULL, buyer_name = NULL, updated_at = now()
     WHERE order_id = ANY (?::int[])`,
    [anonymised]
  )
  await trx.rawQuery(
    `UPDATE ticketswitch_listings SET seller_email = ?, seller_phone = NULL, seller_name = NULL,
       payout_details = CASE WHEN payout_status = 'owed' THEN payout_details ELSE NULL END, updated_at = now()
     WHERE seller_user_id IS NULL AND original_ticket_id IN (SELECT id FROM tickets WHERE order_id = ANY (?::int[]))`,
    [ANONYMOUS_EMAIL, anonymised]
  )
  return anonymised.length
}
