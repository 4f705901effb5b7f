/*
 * Orders are bookkeeping: their money figures, invoice and credit note numbers, statuses and dates stay as they were.
 * What identifies the buyer goes: the buyer's name becomes ERASED_NAME, e-mail, phone and the keys derived from them
 * (per-person limits) and the network are cleared, and so are the holder fields of the tickets the order was issued
 * with, and the buyer's name, address and number on their review invitations and tokens.
 *
 * A ticket made by a transfer (transferred_from_ticket_id set) belongs to the friend it was passed on to and is left
 * alone; a ticket's QR code is untouched, so a ticket for an event still to come stays valid at the door.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ERASED_NAME } from '#domain/own_data'

/** Anonymises the buyers of these orders and the holders of their issued tickets, in the caller's transaction. Idempotent. */
export async function anonymiseOrderBuyers(trx: TransactionClientContract, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return
  const ids = [...orderIds]
  await trx.from('orders').whereIn('id', ids).update({
    buyer_name: ERASED_NAME,
    buyer_email: null,
    buyer_phone: null,
    buyer_email_key: null,
    buyer_phone_key: null,
    client_key: null,
  })
  const issued = trx.from('tickets').whereIn('order_id', ids).whereNull('transferred_from_ticket_id').select('id')
  await trx.from('ticket_transfers').whereIn('from_ticket_id', issued.clone()).update({ from_name: ERASED_NAME })
  await trx.from('review_tokens').whereIn('ticket_id', issued.clone()).update({ buyer_name: null, buyer_email: null, buyer_phone: null })
  await trx
    .from('tickets')
    .whereIn('order_id', ids)
    .whereNull('transferred_from_ticket_id')
    .update({ buyer_name: ERASED_NAME, buyer_email: null, buyer_phone: null, buyer_identifier: null })
  await trx
    .from('review_invite_tokens')
    .whereIn('order_id', ids)
    .update({ invitee_name: null, invitee_email: null, invitee_phone: null, invitee_key: null })
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
