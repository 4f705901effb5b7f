/*
 * What the door shows besides the scan: live counts per event and gate, and the attendee search the
 * scanner uses when a code will not scan (its manual check-in goes through validate with the ticket's code).
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { ADMITTING_ORDER_STATUSES, ATTENDEE_CODE_END, refusalOf, type AttendeeMatch, type CheckInCounts } from '#domain/check_in'
import { likePattern } from '#services/catalogue/text_search'
import { checkInTicket, personName, ticketsWithOrder } from '#services/check_ins/scanned_ticket'

/** The event's tickets that let someone in (sold, order paid or free, not cancelled, not resold): `t` joined with `o`. */
export function admittingTickets(query: DatabaseQueryBuilderContract, eventId: number): DatabaseQueryBuilderContract {
  return query
    .from('tickets as t')
    .join('orders as o', 'o.id', 't.order_id')
    .where('t.event_id', eventId)
    .where('t.is_valid', true)
    .where('t.transferred_to_ticketswitch', false)
    .whereIn('o.status', [...ADMITTING_ORDER_STATUSES])
}

/** A listing on Ticketswitch now, of ticket `t` (the offline list leaves these out: offline_service.ts). */
export const LISTED_NOW = (query: DatabaseQueryBuilderContract) =>
  query.from('ticketswitch_listings as l').whereRaw('l.original_ticket_id = t.id').where('l.is_active', true)
/** A refund under way for ticket `t` (also left off the offline list). */
export const REFUND_UNDER_WAY = (query: DatabaseQueryBuilderContract) =>
  query.from('refund_tickets as rt').whereRaw('rt.ticket_id = t.id').where('rt.active', true)

export async function checkInCounts(eventId: number): Promise<CheckInCounts> {
  const [sold, gates] = await Promise.all([
    admittingTickets(db.query(), eventId)
      .select(
        db.raw('count(*)::int as n'),
        db.raw(
          `count(*) filter (where exists (select 1 from ticketswitch_listings l where l.original_ticket_id = t.id and l.is_active))::int as listed`
        ),
        db.raw(
          `count(*) filter (where not exists (select 1 from ticketswitch_listings l where l.original_ticket_id = t.id and l.is_active)
             and exists (select 1 from refund_tickets rt where rt.ticket_id = t.id and rt.active))::int as refunding`
        )
      )
      .first(),
    db.from('check_ins').where('event_id', eventId).groupBy('gate').orderBy('gate').select('gate').count('* as n'),
  ])
  const perGate = gates.map((row) => ({ gate: row.gate as string | null, checkedIn: Number(row.n) }))
  return {
    eventId,
    checkedIn: perGate.reduce((sum, gate) => sum + gate.checkedIn, 0),
    sold: Number(sold?.n ?? 0),
    notOnOfflineList: { listed: Number(sold?.listed ?? 0), refunding: Number(sold?.refunding ?? 0) },
    gates: perGate,
  }
}

export const SEARCH_LIMIT = 25

/**
 * Tickets of the event whose holder's name or e-mail, or whose order number, contains q: the door may search by the
 * e-mail a guest names, but the answer carries no e-mail and no code (AttendeeMatch).
 */
export async function searchAttendees(eventId: number, q: string): Promise<AttendeeMatch[]> {
  const pattern = likePattern(q)
  const rows = await ticketsWithOrder(db.query())
    .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
    .leftJoin('users as u', 'u.id', 'c.checked_in_by')
    .where('t.event_id', eventId)
    .where((where) => {
      for (const column of ['t.buyer_name', 't.buyer_email', 'o.buyer_name', 'o.buyer_email', 'o.order_number']) {
        where.orWhereRaw(`lower(${column}) LIKE ?`, [pattern])
      }
    })
    .orderBy('t.buyer_name')
    .orderBy('t.id')
    .limit(SEARCH_LIMIT)
    .select(
      't.id',
      't.event_id',
      't.qr_code',
      't.buyer_name',
      't.is_valid',
      't.transferred_to_ticketswitch',
      db.raw(
        `coalesce(t.refunded_at, (SELECT r.created_at FROM refund_tickets rt JOIN refunds r ON r.id = rt.refund_id
          WHERE rt.ticket_id = t.id AND rt.active LIMIT 1), CASE WHEN o.status = 'refunded' THEN o.refunded_at END) AS refunded_at`
      ),
      't.transferred_at',
      'o.order_number',
      'o.status as order_status',
      'tt.name as ticket_type_name',
      'c.scanned_at',
      'c.gate',
      db.raw(personName('u', 'checked_in_by_name'))
    )
  return rows.map((row) => {
    const refusal = refusalOf(
      {
        eventId: row.event_id,
        orderStatus: row.order_status,
        isValid: row.is_valid,
        transferredToTicketswitch: row.transferred_to_ticketswitch,
        refundedAt: row.refunded_at ? new Date(row.refunded_at).toISOString() : null,
        transferredAt: row.transferred_at,
      },
      eventId
    )
    const checkIn = row.scanned_at
      ? { checkedInAt: new Date(row.scanned_at).toISOString(), checkedInBy: row.checked_in_by_name, gate: row.gate }
      : null
    return {
      ticket: checkInTicket(row),
      codeEnd: String(row.qr_code).slice(-ATTENDEE_CODE_END),
      status: refusal ?? (checkIn ? 'already_checked_in' : null),
      checkIn,
    }
  })
}
