/*
 * The rows of each export template (domain/exports.ts names the columns), read from the same sources as the figures
 * shown elsewhere, so an export never disagrees with the screen it comes from:
 * - btw_per_month: the orders the statement counts (statement_sql.ts), their fees as the invoices print them;
 * - sales_per_organizer: the statement's sums (organizer_statement_service.ts) per organizer;
 * - event_attendees: the attendee list (order_export_service.ts attendeeBatch);
 * - agent_commissions: the commission ledger (agent_commissions, reversals included), as the settlement sums it.
 * The filters were checked by the caller (export_runs.ts); amounts stay exact decimal strings.
 */
import db from '@adonisjs/lucid/services/db'
import { statementFigures } from '#domain/organizer_statement'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import type { ExportFilters, ExportTemplateKey } from '#domain/exports'
import { text } from '#exceptions/messages'
import { personNameSql } from '#services/agents/agent_settlement_service'
import { periodOf, statementSums } from '#services/payouts/organizer_statement_service'
import { ORGANIZER_MONEY_SQL, inPeriodSql, organizerBindings, periodBindings, type SqlBindings } from '#services/payouts/statement_sql'
import { EXPORT_BATCH_SIZE, attendeeBatch } from '#services/orders/order_export_service'

/** One row: a column's key to its value (amounts as '12.50', moments as Date, months as 'YYYY-MM'). */
export type ExportRow = Record<string, string | number | Date | null>

/** The orders whose money the statement counts, paid (or refunded or to refund) in the period. */
const SOLD_SQL = `${ORGANIZER_MONEY_SQL}
    AND (o.status IN ('paid', 'refunded') OR o.refund_required)
    AND ${inPeriodSql('coalesce(o.paid_at, o.created_at)')}`

async function btwPerMonth(filters: ExportFilters): Promise<ExportRow[]> {
  const period = periodOf(filters.from, filters.to)
  const result = await db.rawQuery(
    `SELECT to_char(coalesce(o.paid_at, o.created_at) AT TIME ZONE '${DISPLAY_TIME_ZONE}', 'YYYY-MM') AS month,
            count(*)::int AS orders, sum(o.platform_fee)::text AS platform_fees, sum(o.payment_fee)::text AS payment_fees,
            sum(o.payment_fee_btw)::text AS payment_fee_btw,
            sum(o.platform_fee + o.payment_fee + o.payment_fee_btw)::text AS total_fees
     FROM orders o JOIN events e ON e.id = o.event_id
     WHERE ${SOLD_SQL}
     GROUP BY 1 ORDER BY 1`,
    [...organizerBindings(filters.organizerId ?? null), ...periodBindings(period)] as SqlBindings
  )
  return result.rows.map((row: Record<string, string | number>) => ({
    month: row.month,
    orders: row.orders,
    platformFees: row.platform_fees,
    paymentFees: row.payment_fees,
    paymentFeeBtw: row.payment_fee_btw,
    totalFees: row.total_fees,
  }))
}

async function salesPerOrganizer(filters: ExportFilters): Promise<ExportRow[]> {
  const sums = await statementSums(db, filters.organizerId ?? null, periodOf(filters.from, filters.to))
  const ids = [...new Set(sums.map((part) => part.organizerId))]
  if (ids.length === 0) return []
  const names: { id: number; name: string }[] = await db
    .from('users as u')
    .whereIn('u.id', ids)
    .select('u.id', db.raw(`${personNameSql('u')} AS name`))
    .orderByRaw(`${personNameSql('u')}, u.id`)
  return names.map(({ id, name }) => {
    const total = statementFigures(sums.filter((part) => part.organizerId === id)).total
    return {
      organizerId: id,
      organizerName: name,
      orders: total.orders,
      gross: total.gross,
      platformFees: total.fees.platform,
      paymentFees: total.fees.payment,
      refunds: total.refunds,
      refundsDue: total.refundsDue,
      commissions: total.commissions,
      net: total.net,
      owedByPlatform: total.owedByPlatform,
    }
  })
}

async function eventAttendees(filters: ExportFilters): Promise<ExportRow[]> {
  const rows: ExportRow[] = []
  for (let afterId = 0; ;) {
    const batch = await attendeeBatch(filters.eventId!, afterId)
    for (const row of batch) {
      rows.push({
        orderNumber: row.order_number,
        buyerName: row.buyer_name,
        buyerEmail: row.buyer_email,
        buyerPhone: row.buyer_phone,
        ticketType: row.ticket_type,
        price: row.purchase_price,
        qrCode: row.qr_code,
        checkedIn: text(row.is_checked_in ? 'CSV_YES' : 'CSV_NO'),
        checkedInAt: row.checked_in_at,
      })
    }
    if (batch.length < EXPORT_BATCH_SIZE) return rows
    afterId = batch[batch.length - 1].id
  }
}

/** The ledger's lines of the filters: agent, organizer and period (by the line's moment). */
function commissionLines(filters: ExportFilters) {
  const period = periodOf(filters.from, filters.to)
  return db
    .from('agent_commissions as c')
    .whereRaw(inPeriodSql('c.created_at'), periodBindings(period) as never)
    .if(filters.agentId, (query) => query.where('c.agent_id', filters.agentId!))
    .if(filters.organizerId, (query) => query.where('c.organizer_id', filters.organizerId!))
}

async function agentCommissions(filters: ExportFilters): Promise<ExportRow[]> {
  const rows = await commissionLines(filters)
    .join('users as a', 'a.id', 'c.agent_id')
    .join('users as org', 'org.id', 'c.organizer_id')
    .join('orders as o', 'o.id', 'c.order_id')
    .join('events as e', 'e.id', 'o.event_id')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .select(
      'c.created_at',
      'c.agent_id',
      db.raw(`${personNameSql('a')} AS agent_name`),
      db.raw(`${personNameSql('org')} AS organizer_name`),
      'e.title as event_title',
      'o.order_number',
      'c.entry_type',
      db.raw('c.sale_total::text AS sale_total'),
      db.raw('c.commission_percentage::text AS commission_percentage'),
      db.raw('c.commission_amount::text AS commission')
    )
  return rows.map((row) => ({
    createdAt: row.created_at,
    agentId: row.agent_id,
    agentName: row.agent_name,
    organizerName: row.organizer_name,
    eventTitle: row.event_title,
    orderNumber: row.order_number,
    entryType: text(row.entry_type === 'reversal' ? 'EXPORT_ENTRY_REVERSAL' : 'EXPORT_ENTRY_SALE'),
    saleTotal: row.sale_total,
    commissionPercentage: row.commission_percentage,
    commission: row.commission,
  }))
}

const READERS: Record<ExportTemplateKey, (filters: ExportFilters) => Promise<ExportRow[]>> = {
  btw_per_month: btwPerMonth,
  sales_per_organizer: salesPerOrganizer,
  event_attendees: eventAttendees,
  agent_commissions: agentCommissions,
}

/** Every row of a template for the (checked) filters, in the file's order. */
export function templateRows(key: ExportTemplateKey, filters: ExportFilters): Promise<ExportRow[]> {
  return READERS[key](filters)
}

/**
 * How many rows a run will have, cheaply, to choose between now and the background: the attendees and the ledger
 * lines are counted; the monthly and per-organizer sums stay small, their period decides (domain/exports.ts).
 */
export async function estimatedRows(key: ExportTemplateKey, filters: ExportFilters): Promise<number> {
  if (key === 'event_attendees') {
    const row = await db.from('tickets').where('event_id', filters.eventId!).where('is_valid', true).count('* as total').first()
    return Number(row?.total ?? 0)
  }
  if (key === 'agent_commissions') {
    const row = await commissionLines(filters).count('* as total').first()
    return Number(row?.total ?? 0)
  }
  return 0
}
