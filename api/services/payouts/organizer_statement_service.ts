/*
 * GET /api/organizers/{id}/statement: what the platform owes an organizer, per event and channel, computed in SQL
 * from orders, the refunds (statement_refunds.ts) and the agents' commission ledger on every read, exact to the cent;
 * the payouts made; the balance. The rules: domain/organizer_statement.ts and docs/payouts.md.
 */
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#exceptions/domain_error'
import { personNameSql } from '#services/agents/agent_settlement_service'
import { statementRefunds } from '#services/payouts/statement_refunds'
import {
  CHANNEL_SQL,
  ORGANIZER_MONEY_SQL,
  inPeriodSql,
  organizerBindings,
  periodBindings,
  type Period,
  type SqlBindings,
  type SqlClient,
} from '#services/payouts/statement_sql'
import { calendarDay, surinameMidnight } from '#domain/event_date_filter'
import {
  STATEMENT_CHANNELS,
  fromCents,
  holderOf,
  statementFigures,
  toCents,
  type OrganizerStatement,
  type PayoutView,
  type StatementChannel,
  type StatementSums,
} from '#domain/organizer_statement'

export const STATEMENT_CURRENCY = 'SRD'

/** The period of Suriname calendar days from … to (both included, either open); the caller validated the days. */
export function periodOf(from?: string | null, to?: string | null): Period {
  const first = from ? calendarDay(from) : null
  const last = to ? calendarDay(to) : null
  return {
    start: first === null ? null : surinameMidnight(first),
    end: last === null ? null : surinameMidnight(last + 1),
  }
}

/**
 * Sales: an order's money came in when it was paid, or was refunded later, or must be refunded (a payment that
 * arrived for an order given up keeps that status and is marked refund_required); its moment is paid_at (created_at
 * when missing).
 */
const SALES_SQL = `
  SELECT e.organizer_id, o.event_id, ${CHANNEL_SQL} AS channel, count(*)::int AS orders,
         sum(o.subtotal)::text AS gross, sum(o.discount_amount)::text AS discounts, sum(o.platform_fee)::text AS platform_fees,
         sum(o.payment_fee + o.payment_fee_btw)::text AS payment_fees
  FROM orders o
  JOIN events e ON e.id = o.event_id
  WHERE ${ORGANIZER_MONEY_SQL}
    AND (o.status IN ('paid', 'refunded') OR o.refund_required)
    AND ${inPeriodSql('coalesce(o.paid_at, o.created_at)')}
  GROUP BY 1, 2, 3
`

/** The agents' commission (ledger rows of the period, a reversal's negative amount included) per event. */
const COMMISSIONS_SQL = `
  SELECT e.organizer_id, o.event_id, ${CHANNEL_SQL} AS channel, sum(c.commission_amount)::text AS commissions
  FROM agent_commissions c
  JOIN orders o ON o.id = c.order_id
  JOIN events e ON e.id = o.event_id
  WHERE ${ORGANIZER_MONEY_SQL} AND ${inPeriodSql('c.created_at')}
  GROUP BY 1, 2, 3
`

type OrganizerSums = StatementSums & { organizerId: number }

/** The per-(organizer, event, channel) sums of one organizer (or every organizer, with null) in the period. */
export async function statementSums(client: SqlClient, organizerId: number | null, period: Period): Promise<OrganizerSums[]> {
  // One after the other: inside a payout's transaction the three share one connection.
  const sales = await client.rawQuery(SALES_SQL, [...organizerBindings(organizerId), ...periodBindings(period)])
  const commissions = await client.rawQuery(COMMISSIONS_SQL, [...organizerBindings(organizerId), ...periodBindings(period)])
  const refunds = await statementRefunds(client, organizerId, period)
  const parts = new Map<string, OrganizerSums>()
  const part = (organizer: number, eventId: number, channel: StatementChannel) => {
    const key = `${organizer}:${eventId}:${channel}`
    let found = parts.get(key)
    if (!found) {
      found = {
        organizerId: organizer,
        eventId,
        channel,
        orders: 0,
        gross: 0n,
        discounts: 0n,
        platformFees: 0n,
        paymentFees: 0n,
        refunds: 0n,
        refundedFees: 0n,
        refundsDue: 0n,
        commissions: 0n,
      }
      parts.set(key, found)
    }
    return found
  }
  for (const row of sales.rows) {
    const sums = part(row.organizer_id, row.event_id, row.channel)
    sums.orders += row.orders
    sums.gross += toCents(row.gross)
    sums.discounts += toCents(row.discounts)
    sums.platformFees += toCents(row.platform_fees)
    sums.paymentFees += toCents(row.payment_fees)
  }
  for (const row of commissions.rows) part(row.organizer_id, row.event_id, row.channel).commissions += toCents(row.commissions)
  for (const row of refunds) {
    const sums = part(row.organizerId, row.eventId, row.channel)
    sums.refunds += toCents(row.refunds)
    sums.refundedFees += toCents(row.refundedFees)
    sums.refundsDue += toCents(row.refundsDue)
  }
  // A channel outside the statement's (a provider added later) would be money the statement cannot place.
  for (const sums of parts.values()) {
    if (!(STATEMENT_CHANNELS as readonly string[]).includes(sums.channel)) throw new Error(`statement: unknown channel ${sums.channel}`)
  }
  // A part with nothing in the period (a refund of another period, say) adds no line to the statement.
  return [...parts.values()].filter(
    (sums) =>
      sums.orders > 0 ||
      [sums.gross, sums.platformFees, sums.paymentFees, sums.refunds, sums.refundedFees, sums.refundsDue, sums.commissions].some(
        (cents) => cents !== 0n
      )
  )
}

export interface OrganizerBalance {
  organizerId: number
  owedToDate: string
  paidOutToDate: string
  balance: string
  lastPaidAt: Date | null
  lastPaidAmount: string | null
}

/** What the platform owed each organizer up to now (online money, net), per organizer id, in cents. */
async function owedCents(client: SqlClient, organizerId: number | null): Promise<Map<number, bigint>> {
  const owed = new Map<number, bigint>()
  for (const part of await statementSums(client, organizerId, { start: null, end: null })) {
    if (holderOf(part.channel) !== 'platform') continue
    const net = part.gross - part.refunds - part.refundsDue - part.commissions
    owed.set(part.organizerId, (owed.get(part.organizerId) ?? 0n) + net)
  }
  return owed
}

interface PaidRow {
  organizer_id: number
  paid: string
  last_paid_at: Date | null
  last_amount: string | null
}

/** All time: owed, paid out and the balance, per organizer (one organizer, or with null every one that has either). */
export async function balances(client: SqlClient, organizerId: number | null): Promise<Map<number, OrganizerBalance>> {
  const owed = await owedCents(client, organizerId)
  const paid = await client.rawQuery(
    `SELECT p.organizer_id, sum(p.amount)::text AS paid, max(p.paid_at) AS last_paid_at,
              (SELECT l.amount::text FROM organizer_payouts l WHERE l.organizer_id = p.organizer_id ORDER BY l.paid_at DESC, l.id DESC LIMIT 1) AS last_amount
       FROM organizer_payouts p WHERE (?::int IS NULL OR p.organizer_id = ?::int) GROUP BY p.organizer_id`,
    organizerBindings(organizerId)
  )
  const paidBy = new Map((paid.rows as PaidRow[]).map((row) => [row.organizer_id, row]))
  const ids = new Set([...owed.keys(), ...paidBy.keys()])
  if (organizerId !== null) ids.add(organizerId)
  const result = new Map<number, OrganizerBalance>()
  for (const id of ids) {
    const owedNow = owed.get(id) ?? 0n
    const paidRow = paidBy.get(id)
    const paidNow = paidRow ? toCents(paidRow.paid) : 0n
    result.set(id, {
      organizerId: id,
      owedToDate: fromCents(owedNow),
      paidOutToDate: fromCents(paidNow),
      balance: fromCents(owedNow - paidNow),
      lastPaidAt: paidRow?.last_paid_at ?? null,
      lastPaidAmount: paidRow?.last_amount ?? null,
    })
  }
  return result
}

interface PayoutRow {
  id: number
  organizer_id: number
  amount: string
  currency: string
  reference: string
  note: string | null
  covers_until: Date
  paid_at: Date
  paid_by_user_id: number | null
  paid_by_name: string | null
}

const PAYOUTS_SQL = `
  SELECT p.id, p.organizer_id, p.amount::text AS amount, p.currency, p.reference, p.note, p.covers_until, p.paid_at,
         p.paid_by_user_id, CASE WHEN u.id IS NULL THEN NULL ELSE ${personNameSql('u')} END AS paid_by_name
  FROM organizer_payouts p
  LEFT JOIN users u ON u.id = p.paid_by_user_id
  WHERE p.organizer_id = ? AND ${inPeriodSql('p.paid_at')}
  ORDER BY p.paid_at DESC, p.id DESC
`

export function payoutView(row: PayoutRow): PayoutView {
  return {
    id: row.id,
    organizerId: row.organizer_id,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    note: row.note,
    coversUntil: row.covers_until.toISOString(),
    paidAt: row.paid_at.toISOString(),
    paidBy: row.paid_by_user_id === null ? null : { id: row.paid_by_user_id, name: row.paid_by_name ?? '' },
  }
}

/** The payouts of one organizer made in the period, newest first. */
export async function payoutsOf(organizerId: number, period: Period, client: SqlClient = db): Promise<PayoutView[]> {
  const result = await client.rawQuery(PAYOUTS_SQL, [organizerId, ...periodBindings(period)] as SqlBindings)
  return (result.rows as PayoutRow[]).map(payoutView)
}

/** The organizer's id and display name; 404 when the id is no organizer (the caller was authorized already). */
export async function organizerNamed(organizerId: number, client: SqlClient = db): Promise<string> {
  const row = await client
    .from('users as u')
    .where('u.id', organizerId)
    .where('u.role', 'organizer')
    .select(db.raw(`${personNameSql('u')} AS name`))
    .first()
  if (!row) throw new DomainError('ORGANIZER_NOT_FOUND')
  return row.name as string
}

interface EventRow {
  id: number
  title: string
  start_date: Date | null
}

/** The statement of one organizer for the days from … to (both included; either may be open). */
export async function organizerStatement(organizerId: number, from?: string | null, to?: string | null): Promise<OrganizerStatement> {
  const organizerName = await organizerNamed(organizerId)
  const period = periodOf(from, to)
  const [sums, balance, payouts] = await Promise.all([
    statementSums(db, organizerId, period),
    balances(db, organizerId).then((all) => all.get(organizerId)!),
    payoutsOf(organizerId, period),
  ])
  const figures = statementFigures(sums)
  const eventIds = [...figures.events.keys()]
  const events: EventRow[] = eventIds.length
    ? await db.from('events').whereIn('id', eventIds).select('id', 'title', 'start_date').orderByRaw('start_date NULLS LAST, id')
    : []
  const paidOut = payouts.reduce((sum, payout) => sum + toCents(payout.amount), 0n)
  return {
    organizerId,
    organizerName,
    currency: STATEMENT_CURRENCY,
    from: from || null,
    to: to || null,
    generatedAt: new Date().toISOString(),
    total: figures.total,
    channels: STATEMENT_CHANNELS.map((channel) => ({ channel, holder: holderOf(channel), ...figures.channels[channel] })),
    events: events.map((event) => ({
      eventId: event.id,
      title: event.title,
      startDate: event.start_date?.toISOString() ?? null,
      ...figures.events.get(event.id)!,
    })),
    payouts,
    paidOut: fromCents(paidOut),
    owedToDate: balance.owedToDate,
    paidOutToDate: balance.paidOutToDate,
    balance: balance.balance,
    lastPaidAt: balance.lastPaidAt?.toISOString() ?? null,
  }
}
