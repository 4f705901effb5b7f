/*
 * The shared steps of checking a ticket in, online (validate) and offline (sync): the ticket a code
 * names, the nonce's stored answer, and the check-in itself. The exactly-once rule is the unique index on
 * check_ins.ticket_id (migration 0076): the insert is `on conflict do nothing`, never a read followed by an insert.
 * The conflicts name no index on purpose: the unique indexes are the only protection, and the race tests' control
 * runs drop them to show that without them a ticket goes in twice.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract, RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { DomainError } from '#exceptions/domain_error'
import { rowLocking } from '#services/ticketswitch/row_locking'
import { refusalOf, type CheckInRecord, type CheckInTicket, type ValidateAnswer } from '#domain/check_in'
import { aggregatesChanged, surinameToday } from '#services/aggregates/aggregation_dispatch'

export interface ScannedTicket {
  id: number
  eventId: number
  organizerId: number
  orderStatus: string
  isValid: boolean
  transferredToTicketswitch: boolean
  transferredAt: Date | null
  listedOnTicketswitch?: boolean
  refundedAt?: string | null
  ticket: CheckInTicket
}

/** Tickets (t) with their order (o) and type (tt): what a door answer shows of a ticket. */
export function ticketsWithOrder(query: DatabaseQueryBuilderContract): DatabaseQueryBuilderContract {
  return query.from('tickets as t').join('orders as o', 'o.id', 't.order_id').join('ticket_types as tt', 'tt.id', 't.ticket_type_id')
}

/** The ticket as an answer shows it, from a row of ticketsWithOrder (ticket_id or id, buyer_name, order_number, ticket_type_name). */
export function checkInTicket(row: Record<string, any>): CheckInTicket {
  return { id: row.ticket_id ?? row.id, ticketTypeName: row.ticket_type_name, holderName: row.buyer_name, orderNumber: row.order_number }
}

/**
 * The ticket a code names, with what decides whether it may enter. The ticket's row is locked (only that row) and
 * its Ticketswitch listing read after the lock, in a statement of its own (a new snapshot): a listing being made
 * (which locks the row too) and a scan never both go through.
 */
export async function ticketByCode(trx: TransactionClientContract, qrCode: string): Promise<ScannedTicket | null> {
  const scanned = await lockedTicketByCode(trx, qrCode)
  if (!scanned) return null
  const [listed, refund] = [
    await trx.from('ticketswitch_listings').where({ original_ticket_id: scanned.id, is_active: true }).select('id').first(),
    await refundOf(trx, scanned.id),
  ]
  return { ...scanned, listedOnTicketswitch: Boolean(listed), refundedAt: scanned.refundedAt ?? refund }
}

/**
 * When the ticket's refund was asked, if one is under way or done (refund_tickets.active): a ticket whose money is
 * going back does not get in, also before the provider has said yes. Read after the ticket's row lock, which the
 * refund takes too, so of a refund and a scan at the same moment one wins and the other sees it.
 */
async function refundOf(trx: TransactionClientContract, ticketId: number): Promise<string | null> {
  const row = await trx
    .from('refund_tickets as rt')
    .join('refunds as r', 'r.id', 'rt.refund_id')
    .where('rt.ticket_id', ticketId)
    .where('rt.active', true)
    .select('r.created_at', 'r.completed_at')
    .first()
  if (!row) return null
  return new Date(row.completed_at ?? row.created_at).toISOString()
}

async function lockedTicketByCode(trx: TransactionClientContract, qrCode: string): Promise<ScannedTicket | null> {
  const row = await ticketsWithOrder(trx.query())
    .join('events as e', 'e.id', 't.event_id')
    .where('t.qr_code', qrCode)
    .if(rowLocking(), (query) => query.forUpdate('t'))
    .select(
      't.id',
      't.event_id',
      'e.organizer_id',
      'o.status as order_status',
      'o.order_number',
      't.is_valid',
      't.transferred_to_ticketswitch',
      't.refunded_at',
      'o.refunded_at as order_refunded_at',
      't.transferred_at',
      't.buyer_name',
      'tt.name as ticket_type_name'
    )
    .first()
  if (!row) return null
  return {
    id: row.id,
    eventId: row.event_id,
    organizerId: row.organizer_id,
    orderStatus: row.order_status,
    isValid: row.is_valid,
    transferredToTicketswitch: row.transferred_to_ticketswitch,
    // A ticket refunded on its own, or one of an order marked refunded as a whole.
    refundedAt: isoOrNull(row.refunded_at ?? (row.order_status === 'refunded' ? row.order_refunded_at : null)),
    transferredAt: row.transferred_at ?? null,
    ticket: checkInTicket(row),
  }
}

const isoOrNull = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null)

/**
 * The answer for a ticket that may not enter, or null when it may. A ticket of another organizer's event says only
 * `wrong_event` (nothing of it is shown to this organizer's staff).
 */
export function refusedAnswer(scanned: ScannedTicket | null, event: { id: number; organizerId: number }): ValidateAnswer | null {
  if (!scanned) return { status: 'invalid' }
  const refusal = refusalOf(scanned, event.id)
  if (!refusal) return null
  if (refusal === 'wrong_event' && scanned.organizerId !== event.organizerId) return { status: 'wrong_event' }
  if (refusal === 'refunded') return { status: refusal, ticket: scanned.ticket, refundedAt: scanned.refundedAt! }
  if (refusal === 'transferred') {
    return { status: refusal, ticket: scanned.ticket, transferredAt: new Date(scanned.transferredAt!).toISOString() }
  }
  return { status: refusal, ticket: scanned.ticket }
}

export interface ClaimedNonce {
  /** The first request's answer when this is a retry. */
  earlier: unknown | null
}

/**
 * Claims the (person, nonce) pair for this transaction. A concurrent request with the same pair waits on the
 * primary key until this transaction ends, then reads the stored answer: a retry never becomes a second scan.
 */
export async function claimNonce(
  trx: TransactionClientContract,
  claim: { userId: number; nonce: string; eventId: number; qrCode: string }
): Promise<ClaimedNonce> {
  const inserted = await trx.rawQuery(
    `INSERT INTO check_in_answers (user_id, nonce, event_id, qr_code) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING nonce`,
    [claim.userId, claim.nonce, claim.eventId, claim.qrCode]
  )
  if (inserted.rows.length > 0) return { earlier: null }
  const stored = await trx
    .from('check_in_answers')
    .where({ user_id: claim.userId, nonce: claim.nonce })
    .select('event_id', 'qr_code', 'answer')
    .first()
  if (!stored || stored.answer === null) throw new DomainError('CHECK_IN_BUSY')
  if (stored.event_id !== claim.eventId || stored.qr_code !== claim.qrCode) throw new DomainError('CHECK_IN_NONCE_REUSED')
  return { earlier: stored.answer }
}

export async function storeAnswer(trx: TransactionClientContract, userId: number, nonce: string, answer: unknown): Promise<void> {
  await trx
    .from('check_in_answers')
    .where({ user_id: userId, nonce })
    .update({ answer: JSON.stringify(answer) })
}

export interface NewCheckIn {
  ticketId: number
  eventId: number
  gate: string | null
  deviceId: string | null
  userId: number
  scannedAt: Date
  source: 'online' | 'offline'
  nonce: string
}

export interface StoredCheckIn {
  id: number
  scannedAt: Date
  gate: string | null
  deviceId: string | null
  checkedInBy: number | null
  checkedInByName: string | null
}

/** SQL for a person's name as the door shows it (first and last name), from the users row aliased so. */
export function personName(alias: string, as: string): string {
  return `nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '') AS ${as}`
}

const CHECK_IN_COLUMNS = `c.id, c.scanned_at, c.gate, c.device_id, c.checked_in_by, ${personName('u', 'checked_in_by_name')}`

function storedCheckIn(row: Record<string, any>): StoredCheckIn {
  return {
    id: row.id,
    scannedAt: new Date(row.scanned_at),
    gate: row.gate,
    deviceId: row.device_id,
    checkedInBy: row.checked_in_by,
    checkedInByName: row.checked_in_by_name,
  }
}

/** The check-in, inserted now (created: true), or the one that already holds the ticket (locked for this transaction). */
export async function insertCheckIn(
  trx: TransactionClientContract,
  checkIn: NewCheckIn
): Promise<{ created: boolean; checkIn: StoredCheckIn }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await trx.rawQuery(
      `WITH c AS (
         INSERT INTO check_ins (ticket_id, event_id, gate, device_id, checked_in_by, scanned_at, source, nonce)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *
       )
       SELECT ${CHECK_IN_COLUMNS} FROM c LEFT JOIN users u ON u.id = c.checked_in_by`,
      [
        checkIn.ticketId,
        checkIn.eventId,
        checkIn.gate,
        checkIn.deviceId,
        checkIn.userId,
        checkIn.scannedAt,
        checkIn.source,
        checkIn.nonce,
      ] as RawQueryBindings
    )
    if (inserted.rows.length > 0) {
      // A check-in changes an event's totals, no day's sales: today's run refreshes them.
      aggregatesChanged(trx, [surinameToday()])
      return { created: true, checkIn: storedCheckIn(inserted.rows[0]) }
    }
    const existing = await trx.rawQuery(
      `SELECT ${CHECK_IN_COLUMNS} FROM check_ins c LEFT JOIN users u ON u.id = c.checked_in_by
       WHERE c.ticket_id = ? FOR UPDATE OF c`,
      [checkIn.ticketId]
    )
    if (existing.rows.length > 0) return { created: false, checkIn: storedCheckIn(existing.rows[0]) }
    // The holder was undone between the two statements: try the insert again.
  }
  throw new DomainError('CHECK_IN_BUSY')
}

/**
 * tickets.is_checked_in / checked_in_at / checked_in_by follow check_ins (same transaction). It locks this ticket's
 * row only: no running total is touched (migration 0077 took check-ins out of event_sales_days, whose one row per event
 * made every gate of an event wait for the scan before), so gates of one event check in side by side.
 */
export async function markTicket(trx: TransactionClientContract, ticketId: number, at: Date | null, by: number | null): Promise<void> {
  await trx
    .from('tickets')
    .where('id', ticketId)
    .update({ is_checked_in: at !== null, checked_in_at: at, checked_in_by: by, updated_at: new Date() })
}

/** The ticket row in step with an answer that checked it in (valid: now held by this scan). */
export async function markIfAdmitted(trx: TransactionClientContract, answer: ValidateAnswer, userId: number): Promise<void> {
  if (answer.status === 'valid' && answer.ticket && answer.checkedInAt)
    await markTicket(trx, answer.ticket.id, new Date(answer.checkedInAt), userId)
}

export function checkInRecord(checkIn: StoredCheckIn): CheckInRecord {
  return { checkedInAt: checkIn.scannedAt.toISOString(), checkedInBy: checkIn.checkedInByName, gate: checkIn.gate }
}
