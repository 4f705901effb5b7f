/*
 * A buyer's personal data on their orders, replaced by a fixed marker: the buyer's name becomes 'Geanonimiseerd'
 * (retention, domain/data_retention.ts) or 'Verwijderd account' (an erased account, domain/own_data.ts); e-mail, phone,
 * the keys derived from them (per-person limits) and the network are cleared, on the order and on everything that
 * copied them (tickets, transfers, review invitations and tokens, Ticketswitch listings). The money (subtotal, fees,
 * total, invoice and credit-note numbers, refunds), statuses and dates are not touched: bookkeeping keeps them. A
 * ticket's QR code is untouched too, so a ticket for an event still to come stays valid at the door.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ANONYMOUS_EMAIL, ANONYMOUS_NAME } from '#domain/data_retention'
import { ERASED_NAME } from '#domain/own_data'

export interface AnonymiseOptions {
  /** What replaces the buyer's name. */
  name: string
  /**
   * Whether tickets passed on to a friend (transferred_from_ticket_id set, on the same order) go too. Retention takes
   * everyone of an old order; erasing one account leaves the friend's ticket to the friend.
   */
  includePassedOn: boolean
}

/** Retention of guest buyers: the whole of each order, everyone on it. */
export const RETENTION_ANONYMISATION: AnonymiseOptions = { name: ANONYMOUS_NAME, includePassedOn: true }
/** An account erased by its owner: their orders and the tickets issued with them. */
export const ERASURE_ANONYMISATION: AnonymiseOptions = { name: ERASED_NAME, includePassedOn: false }

/**
 * Anonymises the buyers of the given orders in the caller's transaction. Orders anonymised before are left alone
 * (orders.anonymised_at), so calling it twice does nothing the second time. Returns how many orders it anonymised now.
 */
export async function anonymiseOrderBuyers(
  trx: TransactionClientContract,
  orderIds: readonly number[],
  options: AnonymiseOptions = RETENTION_ANONYMISATION
): Promise<number> {
  if (orderIds.length === 0) return 0
  const ids = [...new Set(orderIds)]
  const done = await trx.rawQuery<{ rows: { id: number }[] }>(
    `UPDATE orders SET buyer_name = ?, buyer_email = NULL, buyer_phone = NULL, buyer_email_key = NULL, buyer_phone_key = NULL,
       client_key = NULL, session_id = NULL, anonymised_at = now(), updated_at = now()
     WHERE id = ANY (?::int[]) AND anonymised_at IS NULL
     RETURNING id`,
    [options.name, ids]
  )
  const anonymised = done.rows.map((row) => row.id)
  if (anonymised.length === 0) return 0

  const ticketsOf = options.includePassedOn
    ? 'SELECT id FROM tickets WHERE order_id = ANY (?::int[])'
    : 'SELECT id FROM tickets WHERE order_id = ANY (?::int[]) AND transferred_from_ticket_id IS NULL'
  await trx.rawQuery(
    `UPDATE tickets SET buyer_name = ?, buyer_email = NULL, buyer_phone = NULL, buyer_identifier = NULL, updated_at = now()
     WHERE id IN (${ticketsOf})`,
    [options.name, anonymised]
  )
  if (options.includePassedOn) {
    // A transfer must name someone to reach (CHECK to_email or to_phone): the never deliverable address.
    await trx.rawQuery(
      `UPDATE ticket_transfers SET from_name = ?, to_first_name = ?, to_last_name = '', to_email = ?, to_phone = NULL
       WHERE order_id = ANY (?::int[])`,
      [options.name, options.name, ANONYMOUS_EMAIL, anonymised]
    )
  } else {
    await trx.rawQuery(`UPDATE ticket_transfers SET from_name = ? WHERE from_ticket_id IN (${ticketsOf})`, [options.name, anonymised])
  }
  await trx.rawQuery(
    `UPDATE review_invite_tokens SET invitee_email = NULL, invitee_phone = NULL, invitee_name = NULL, invitee_key = NULL, updated_at = now()
     WHERE order_id = ANY (?::int[])`,
    [anonymised]
  )
  await trx.rawQuery(
    `UPDATE review_tokens SET buyer_email = NULL, buyer_phone = NULL, buyer_name = NULL WHERE ticket_id IN (${ticketsOf})`,
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
     WHERE seller_user_id IS NULL AND original_ticket_id IN (${ticketsOf})`,
    [ANONYMOUS_EMAIL, anonymised]
  )
  return anonymised.length
}

/**
 * Tickets passed on to a person who is erased (they sit on someone else's order): the holder's fields go the same
 * way, and so do the transfers' records of them, as receiver and as giver. A transfer must name an address or a
 * number, so the receiver's becomes `placeholderEmail` (the erased account's, which receives nothing).
 */
export async function anonymiseTicketHolders(
  trx: TransactionClientContract,
  ticketIds: readonly number[],
  placeholderEmail: string
): Promise<void> {
  if (ticketIds.length === 0) return
  const ids = [...ticketIds]
  await trx
    .from('tickets')
    .whereIn('id', ids)
    .update({ buyer_name: ERASED_NAME, buyer_email: null, buyer_phone: null, buyer_identifier: null })
  await trx.from('review_tokens').whereIn('ticket_id', ids).update({ buyer_name: null, buyer_email: null, buyer_phone: null })
  await trx.from('ticket_transfers').whereIn('to_ticket_id', ids).update({
    to_first_name: 'Verwijderd',
    to_last_name: 'account',
    to_email: placeholderEmail,
    to_phone: null,
    to_contact_method: 'email',
  })
  await trx.from('ticket_transfers').whereIn('from_ticket_id', ids).update({ from_name: ERASED_NAME })
}
