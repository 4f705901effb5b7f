/*
 * The agent dashboard's figures (SPEC §7 paths): stats, the events an agent may sell, the sales
 * list with its filters, sales per event category. Computed in SQL from orders, tickets and the commission ledger
 * on each read, exact to the cent; what counts as sold and how money is defined: domain/agent_figures.ts. The stats'
 * periods and days read the agent's up-to-date past days from agent_daily_stats and count the rest live
 * (aggregate_history.ts), the payment methods likewise from agent_daily_payment_methods (migration 0111); the
 * commission (the ledger) and the balances have no daily aggregate and are counted live.
 * `sellerId` narrows everything to one seller's own sales (an agent_loket_medewerker's view), which then carries
 * no commission and no balances. The caller has authorized the viewer for the agent already (api/policies/agent_policy.ts).
 *
 * Bindings are positional: knex reads ':name' inside PostgreSQL's '::type' casts as a named binding.
 */
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { calendarDay, surinameMidnight } from '#domain/event_date_filter'
import {
  AGENT_PERIODS,
  AGENT_STATS_DAYS,
  type AgentCategorySales,
  type AgentPeriod,
  type AgentPeriodFigures,
  type AgentSellableEvent,
  type AgentStats,
  type AgentTransaction,
} from '#domain/agent_figures'
import { balancesFor, personNameSql } from '#services/agents/agent_settlement_service'
import { historySplit } from '#services/aggregates/aggregate_history'
import { agentPaymentMethod, SOLD, SOLD_AT, SOLD_DAY } from '#services/aggregates/sale_facts'
import type { PartnershipPermissions } from '#models/agent_partnership'

const money = (expression: string) => `coalesce(${expression}, 0)::numeric(14, 2)::text`

/** The agent's orders (any status), optionally one seller's: `o` with its ticket count `tickets`. */
function agentOrders(sellerId: number | null, joins = ''): string {
  return `FROM orders o
          LEFT JOIN LATERAL (SELECT count(*)::int AS tickets FROM tickets t
                             WHERE t.order_id = o.id AND t.transferred_from_ticket_id IS NULL) tc ON true ${joins}
          WHERE o.channel = 'agent' AND o.agent_id = ?${sellerId ? ' AND o.sold_by_user_id = ?' : ''}`
}

function withAgent(agentId: number, sellerId: number | null): number[] {
  return sellerId ? [agentId, sellerId] : [agentId]
}

/** 404 unless the id is an agent's (the caller authorized the viewer already: admins reach any id). */
async function assertAgent(agentId: number): Promise<void> {
  const agent = await User.query().where('id', agentId).where('role', 'agent').select('id').first()
  if (!agent) throw new DomainError('AGENT_NOT_FOUND')
}

const PERIOD_DAYS: Record<AgentPeriod, number | null> = { today: 1, last7Days: 7, last30Days: AGENT_STATS_DAYS, total: null }

function periodColumns(today: string): string {
  return AGENT_PERIODS.map((period) => {
    const days = PERIOD_DAYS[period]
    const filter = days === null ? 'true' : `sales.day > ${today} - ${days}`
    return `coalesce(sum(sales.orders) FILTER (WHERE ${filter}), 0)::int AS ${period}_orders,
            coalesce(sum(sales.tickets) FILTER (WHERE ${filter}), 0)::int AS ${period}_tickets,
            ${money(`sum(sales.revenue) FILTER (WHERE ${filter})`)} AS ${period}_revenue`
  }).join(',\n')
}

/**
 * The agent's sales as (day, orders, tickets, revenue) rows: for the agent, its up-to-date past days from
 * agent_daily_stats and the rest live (aggregate_history.ts); for one seller, every sale live (the aggregates are not
 * per seller).
 */
async function agentSales(
  agentId: number,
  sellerId: number | null,
  useAggregates: boolean
): Promise<{ sql: string; bindings: unknown[]; methodsSql: string; methodsBindings: unknown[]; today: string }> {
  const split = await historySplit(useAggregates && sellerId === null)
  const sold = `${agentOrders(sellerId)} AND ${SOLD} AND ${split.liveSql}`
  const live = `SELECT ${SOLD_DAY} AS day, 1 AS orders, tc.tickets, o.total AS revenue ${sold}`
  const liveMethods = `SELECT ${agentPaymentMethod('o.payment_method')} AS payment_method, 1 AS orders, tc.tickets, o.total AS revenue ${sold}`
  const liveBindings = [...withAgent(agentId, sellerId), ...split.liveBindings]
  if (sellerId !== null) {
    return { sql: live, bindings: liveBindings, methodsSql: liveMethods, methodsBindings: liveBindings, today: split.today }
  }
  return {
    sql: `SELECT s.stat_date AS day, s.orders_count AS orders, s.tickets_sold AS tickets, s.revenue
          FROM agent_daily_stats s WHERE s.agent_id = ? AND ${split.aggregatedSql('s.stat_date')}
          UNION ALL ${live}`,
    bindings: [agentId, ...split.aggregatedBindings, ...liveBindings],
    methodsSql: `SELECT m.payment_method, m.orders_count AS orders, m.tickets_sold AS tickets, m.revenue
                 FROM agent_daily_payment_methods m WHERE m.agent_id = ? AND ${split.aggregatedSql('m.stat_date')}
                 UNION ALL ${liveMethods}`,
    methodsBindings: [agentId, ...split.aggregatedBindings, ...liveBindings],
    today: split.today,
  }
}

/** GET /api/agent/{id}/stats; `useAggregates` false counts every day live (the equality tests, the bench). */
export async function agentStats(agentId: number, sellerId: number | null, { useAggregates = true } = {}): Promise<AgentStats> {
  await assertAgent(agentId)
  const sales = await agentSales(agentId, sellerId, useAggregates)
  const today = `'${sales.today}'::date`
  const [periods, methods, days, partnered, commission] = await Promise.all([
    db.rawQuery(`SELECT ${periodColumns(today)} FROM (${sales.sql}) sales`, sales.bindings),
    db.rawQuery(
      `SELECT m.payment_method, sum(m.orders)::int AS orders, coalesce(sum(m.tickets), 0)::int AS tickets,
              ${money('sum(m.revenue)')} AS revenue
       FROM (${sales.methodsSql}) m GROUP BY 1 ORDER BY 1`,
      sales.methodsBindings
    ),
    db.rawQuery(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(sum(sales.tickets), 0)::int AS tickets, ${money('sum(sales.revenue)')} AS revenue
       FROM generate_series(${today} - ${AGENT_STATS_DAYS - 1}, ${today}, interval '1 day') AS d
       LEFT JOIN (${sales.sql}) sales ON sales.day = d::date
       GROUP BY d ORDER BY d`,
      sales.bindings
    ),
    db.rawQuery("SELECT count(DISTINCT organizer_id)::int AS n FROM agent_partnerships WHERE agent_id = ? AND status::text = 'approved'", [
      agentId,
    ]),
    sellerId
      ? null
      : db.rawQuery(`SELECT ${money('sum(commission_amount)')} AS earned FROM agent_commissions WHERE agent_id = ?`, [agentId]),
  ])
  const row = periods.rows[0]
  const figures = (period: AgentPeriod): AgentPeriodFigures => ({
    orders: row[`${period}_orders`.toLowerCase()],
    tickets: row[`${period}_tickets`.toLowerCase()],
    revenue: row[`${period}_revenue`.toLowerCase()],
  })
  const balances = sellerId ? null : await balancesFor({ agentId })
  return {
    agentId,
    timeZone: DISPLAY_TIME_ZONE,
    today: sales.today,
    sellerId,
    periods: Object.fromEntries(AGENT_PERIODS.map((period) => [period, figures(period)])) as Record<AgentPeriod, AgentPeriodFigures>,
    byPaymentMethod: methods.rows.map((method: Record<string, any>) => ({
      paymentMethod: method.payment_method,
      orders: method.orders,
      tickets: method.tickets,
      revenue: method.revenue,
    })),
    salesByDay: days.rows,
    commissionEarned: commission ? commission.rows[0].earned : null,
    owedBalance: balances ? await owedTotal(agentId) : null,
    partneredOrganizers: partnered.rows[0].n,
    balances,
  }
}

/** Σ balances over the agent's organizers, in SQL (exact). */
async function owedTotal(agentId: number): Promise<string> {
  const result = await db.rawQuery(
    `SELECT ${money('(SELECT sum(sale_total - commission_amount) FROM agent_commissions WHERE agent_id = ?) - coalesce((SELECT sum(amount) FROM agent_settlements WHERE agent_id = ?), 0)')} AS owed`,
    [agentId, agentId]
  )
  return result.rows[0].owed
}

export interface TransactionFilter {
  eventId?: number
  /** Suriname calendar days, both included. */
  from?: string
  to?: string
  sellerId?: number
  paymentMethod?: string
  page: number
  perPage: number
}

/** The WHERE additions of the sales list's filters, with their bindings. */
function transactionWhere(filter: Omit<TransactionFilter, 'page' | 'perPage'>): { sql: string; bindings: (number | string | Date)[] } {
  let sql = ''
  const bindings: (number | string | Date)[] = []
  const narrow = (clause: string, value: number | string | Date | undefined) => {
    if (value === undefined) return
    sql += ` AND ${clause}`
    bindings.push(value)
  }
  narrow('o.event_id = ?', filter.eventId)
  narrow('o.sold_by_user_id = ?', filter.sellerId)
  narrow('o.payment_method = ?', filter.paymentMethod)
  narrow(`${SOLD_AT} >= ?`, filter.from ? surinameMidnight(calendarDay(filter.from)!) : undefined)
  narrow(`${SOLD_AT} < ?`, filter.to ? surinameMidnight(calendarDay(filter.to)! + 1) : undefined)
  return { sql, bindings }
}

/** GET /api/analytics/transactions/agent/{id}: the agent's sales (every status), newest first, paginated. */
export async function agentTransactions(
  agentId: number,
  sellerId: number | null,
  filter: TransactionFilter
): Promise<{ rows: AgentTransaction[]; total: number }> {
  await assertAgent(agentId)
  const orders = agentOrders(sellerId)
  // A seller sees their own sales whatever the filter asks.
  const where = transactionWhere(sellerId ? { ...filter, sellerId } : filter)
  const bindings = [...withAgent(agentId, sellerId), ...where.bindings]
  const [rows, count] = await Promise.all([
    db.rawQuery(
      `SELECT o.id, o.order_number, o.event_id, e.title AS event_title, e.organizer_id, o.sold_by_user_id AS seller_id,
              CASE WHEN s.id IS NULL THEN NULL ELSE ${personNameSql('s')} END AS seller_name, o.buyer_name, o.payment_method,
              o.status::text AS status, o.refund_required, tc.tickets, o.total::text AS total,
              (SELECT ${money('sum(c.commission_amount)')} FROM agent_commissions c WHERE c.order_id = o.id) AS commission,
              ${SOLD_AT} AS sold_at
       ${agentOrders(sellerId, 'JOIN events e ON e.id = o.event_id LEFT JOIN users s ON s.id = o.sold_by_user_id')}${where.sql}
       ORDER BY ${SOLD_AT} DESC, o.id DESC LIMIT ? OFFSET ?`,
      [...bindings, filter.perPage, (filter.page - 1) * filter.perPage]
    ),
    db.rawQuery(`SELECT count(*)::int AS total ${orders}${where.sql}`, bindings),
  ])
  return {
    total: count.rows[0].total,
    rows: rows.rows.map((row: Record<string, any>): AgentTransaction => ({
      id: row.id,
      orderNumber: row.order_number,
      eventId: row.event_id,
      eventTitle: row.event_title,
      organizerId: row.organizer_id,
      sellerId: row.seller_id,
      sellerName: row.seller_name,
      buyerName: row.buyer_name,
      paymentMethod: row.payment_method,
      status: row.refund_required ? 'refund_required' : row.status,
      tickets: row.tickets,
      total: row.total,
      commission: sellerId ? null : row.commission,
      soldAt: new Date(row.sold_at).toISOString(),
    })),
  }
}

export interface TransactionFilterOptions {
  events: { id: number; title: string }[]
  sellers: { id: number; name: string }[]
  paymentMethods: string[]
}

/** GET /api/analytics/transactions/agent/{id}/filter-options: the values the agent's sales actually have. */
export async function agentTransactionFilterOptions(agentId: number, sellerId: number | null): Promise<TransactionFilterOptions> {
  await assertAgent(agentId)
  const orders = agentOrders(sellerId)
  const bindings = withAgent(agentId, sellerId)
  const [events, sellers, methods] = await Promise.all([
    db.rawQuery(`SELECT DISTINCT e.id, e.title FROM events e WHERE e.id IN (SELECT o.event_id ${orders}) ORDER BY e.title, e.id`, bindings),
    db.rawQuery(
      `SELECT u.id, ${personNameSql('u')} AS name FROM users u WHERE u.id IN (SELECT o.sold_by_user_id ${orders}) ORDER BY name, u.id`,
      bindings
    ),
    db.rawQuery(`SELECT DISTINCT o.payment_method ${orders} AND o.payment_method IS NOT NULL ORDER BY 1`, bindings),
  ])
  return {
    events: events.rows,
    sellers: sellers.rows,
    paymentMethods: methods.rows.map((row: { payment_method: string }) => row.payment_method),
  }
}

/**
 * GET /api/analytics/categorized-sales/agent/{id}: sold orders per event category (events.category, matched to
 * event_categories case-insensitively for its name; null = no category), with the ledger's net commission.
 */
export async function agentCategorizedSales(agentId: number, sellerId: number | null): Promise<AgentCategorySales[]> {
  await assertAgent(agentId)
  const bindings = withAgent(agentId, sellerId)
  const result = await db.rawQuery(
    `WITH agent_orders AS (
       SELECT o.id, o.total, tc.tickets, (${SOLD}) AS sold, lower(e.category) AS category_key, e.category
       ${agentOrders(sellerId, 'JOIN events e ON e.id = o.event_id')}
     ),
     per_category AS (
       SELECT ao.category_key, min(ao.category) AS category,
              count(*) FILTER (WHERE ao.sold)::int AS orders, coalesce(sum(ao.tickets) FILTER (WHERE ao.sold), 0)::int AS tickets,
              ${money('sum(ao.total) FILTER (WHERE ao.sold)')} AS revenue,
              ${money('sum((SELECT sum(c.commission_amount) FROM agent_commissions c WHERE c.order_id = ao.id))')} AS commission
       FROM agent_orders ao GROUP BY ao.category_key
     )
     SELECT ec.id AS category_id, coalesce(ec.name, pc.category) AS category_name, pc.orders, pc.tickets, pc.revenue, pc.commission
     FROM per_category pc
     LEFT JOIN event_categories ec ON lower(ec.name) = pc.category_key
     WHERE pc.orders > 0 OR pc.commission::numeric <> 0
     ORDER BY pc.revenue::numeric DESC, category_name NULLS LAST`,
    bindings
  )
  return result.rows.map((row: Record<string, any>): AgentCategorySales => ({
    categoryId: row.category_id,
    categoryName: row.category_name,
    orders: row.orders,
    tickets: row.tickets,
    revenue: row.revenue,
    commission: sellerId ? null : row.commission,
  }))
}

interface SellableRow {
  event_id: number
  title: string
  start_date: Date | null
  organizer_id: number
  organizer_name: string
  commission_percentage: string
  permissions: PartnershipPermissions
  ticket_type_id: number
  name: string
  price: string
  remaining: number
}

/**
 * GET /api/agent/{id}/events: the published, not ended, not cancelled events of organizers with an approved
 * partnership, within its permissions (every event, or the allowed events; the allowed ticket types when listed),
 * each active ticket type with what is left: maxQuantity − sold − active unexpired holds (as the stock path counts).
 */
export async function agentSellableEvents(agentId: number): Promise<AgentSellableEvent[]> {
  await assertAgent(agentId)
  const result = await db.rawQuery(
    `SELECT e.id AS event_id, e.title, e.start_date, e.organizer_id, ${personNameSql('org')} AS organizer_name,
            p.commission_percentage::text AS commission_percentage, p.permissions,
            tt.id AS ticket_type_id, tt.name, tt.price::text AS price,
            greatest(tt.max_quantity - tt.quantity_sold - coalesce((
              SELECT sum(r.quantity) FROM ticket_reservations r WHERE r.ticket_type_id = tt.id AND r.is_active AND r.expires_at > now()
            ), 0), 0)::int AS remaining
     FROM agent_partnerships p
     JOIN events e ON e.organizer_id = p.organizer_id
     JOIN users org ON org.id = e.organizer_id
     JOIN ticket_types tt ON tt.event_id = e.id AND tt.is_active
     WHERE p.agent_id = ? AND p.status::text = 'approved'
       AND e.is_published AND e.cancelled_at IS NULL AND (e.end_date IS NULL OR e.end_date > now())
       AND (coalesce((p.permissions->>'canSellAllEvents')::boolean, false)
            OR e.id IN (SELECT jsonb_array_elements_text(coalesce(p.permissions->'allowedEventIds', '[]'))::int))
       AND (jsonb_array_length(coalesce(p.permissions->'allowedTicketTypeIds', '[]')) = 0
            OR tt.id IN (SELECT jsonb_array_elements_text(p.permissions->'allowedTicketTypeIds')::int))
     ORDER BY e.start_date NULLS LAST, e.id, tt.sort_order, tt.id`,
    [agentId]
  )
  const events = new Map<number, AgentSellableEvent>()
  for (const row of result.rows as SellableRow[]) {
    let event = events.get(row.event_id)
    if (!event) {
      event = {
        id: row.event_id,
        title: row.title,
        startDate: row.start_date ? new Date(row.start_date).toISOString() : null,
        organizerId: row.organizer_id,
        organizerName: row.organizer_name,
        commissionPercentage: row.commission_percentage,
        ticketTypes: [],
      }
      events.set(row.event_id, event)
    }
    event.ticketTypes.push({ id: row.ticket_type_id, name: row.name, price: row.price, remaining: row.remaining })
  }
  return [...events.values()]
}
