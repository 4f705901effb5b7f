/*
 * Settlement between agents and organizers: per agent and organizer what the agent collected, the
 * commission they keep, what they paid, and what they still owe (rules: domain/agent_figures.ts). Computed in SQL
 * from the ledger (agent_commissions, reversals included) and agent_settlements on every read: exact to the cent,
 * never a cached figure that could drift. Who sees which pairs: the access table's scope of 'agent-settlements'
 * (an organizer's team their partners, an agent's team their organizers, admins all).
 */
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AgentSettlement from '#models/agent_settlement'
import { DomainError } from '#exceptions/domain_error'
import { scopeOf } from '#policies/resource_policy'
import { employerOrganizerId } from '#domain/resource_access'
import { calendarDate, calendarDay, surinameDay } from '#domain/event_date_filter'
import type { AgentBalance, AgentSettlementRecord } from '#domain/agent_figures'
import { recordChange } from '#services/audit/audit_service'

/** A person's display name in SQL (organization, else first and last name, else e-mail), as User.displayName. */
export function personNameSql(alias: string): string {
  return `coalesce(nullif(${alias}.organization_name, ''), nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`
}

/** Partnerships under which an agent sells or sold: a terminated partner may still owe money. */
const SETTLING_STATUSES = "('approved', 'terminated')"

export interface PairFilter {
  agentId?: number | null
  organizerId?: number | null
}

/** The pairs the viewer may see, narrowed by the query: `agent_id = ?`/`organizer_id = ?` clauses and their bindings. */
function visiblePairs(viewer: User, wanted: PairFilter): PairFilter {
  const scope = scopeOf(viewer, 'agent-settlements', 'list')
  const pairs: PairFilter = { agentId: wanted.agentId ?? null, organizerId: wanted.organizerId ?? null }
  if (scope.all) return pairs
  for (const key of ['agentId', 'organizerId'] as const) {
    const own = scope.owner[key]
    if (own === undefined || own === null) continue
    // Asking for someone else's pairs gives an empty list, never theirs.
    pairs[key] = pairs[key] !== null && pairs[key] !== own ? -1 : own
  }
  return pairs
}

function pairWhere(filter: PairFilter, alias: string): { sql: string; bindings: number[] } {
  const clauses: string[] = []
  const bindings: number[] = []
  for (const [key, column] of [
    ['agentId', 'agent_id'],
    ['organizerId', 'organizer_id'],
  ] as const) {
    const id = filter[key]
    if (!id) continue
    clauses.push(`${alias}.${column} = ?`)
    bindings.push(id)
  }
  return { sql: clauses.length ? clauses.join(' AND ') : 'true', bindings }
}

interface BalanceRow {
  agent_id: number
  agent_name: string
  organizer_id: number
  organizer_name: string
  partnership_status: string | null
  commission_percentage: string | null
  collected: string
  commission: string
  settled: string
  balance: string
  last_settled_on: string | null
}

/** Every pair with a settling partnership, a ledger line or a settlement, with its sums; the filter is trusted. */
export async function balancesFor(filter: PairFilter): Promise<AgentBalance[]> {
  const p = pairWhere(filter, 'p')
  const c = pairWhere(filter, 'c')
  const s = pairWhere(filter, 's')
  const sql = `
    WITH pairs AS (
      SELECT agent_id, organizer_id FROM agent_partnerships p WHERE p.status::text IN ${SETTLING_STATUSES} AND ${p.sql}
      UNION SELECT agent_id, organizer_id FROM agent_commissions c WHERE ${c.sql}
      UNION SELECT agent_id, organizer_id FROM agent_settlements s WHERE ${s.sql}
    ),
    ledger AS (
      SELECT agent_id, organizer_id, sum(sale_total) AS collected, sum(commission_amount) AS commission
      FROM agent_commissions c WHERE ${c.sql} GROUP BY 1, 2
    ),
    paid AS (
      SELECT agent_id, organizer_id, sum(amount) AS settled, max(settled_on) AS last_settled_on
      FROM agent_settlements s WHERE ${s.sql} GROUP BY 1, 2
    )
    SELECT pairs.agent_id, ${personNameSql('a')} AS agent_name, pairs.organizer_id, ${personNameSql('o')} AS organizer_name,
           latest.status AS partnership_status, latest.commission_percentage::text AS commission_percentage,
           coalesce(ledger.collected, 0)::numeric(14, 2)::text AS collected,
           coalesce(ledger.commission, 0)::numeric(14, 2)::text AS commission,
           coalesce(paid.settled, 0)::numeric(14, 2)::text AS settled,
           (coalesce(ledger.collected, 0) - coalesce(ledger.commission, 0) - coalesce(paid.settled, 0))::numeric(14, 2)::text AS balance,
           to_char(paid.last_settled_on, 'YYYY-MM-DD') AS last_settled_on
    FROM pairs
    JOIN users a ON a.id = pairs.agent_id
    JOIN users o ON o.id = pairs.organizer_id
    LEFT JOIN ledger ON ledger.agent_id = pairs.agent_id AND ledger.organizer_id = pairs.organizer_id
    LEFT JOIN paid ON paid.agent_id = pairs.agent_id AND paid.organizer_id = pairs.organizer_id
    LEFT JOIN LATERAL (
      SELECT lp.status::text AS status, lp.commission_percentage FROM agent_partnerships lp
      WHERE lp.agent_id = pairs.agent_id AND lp.organizer_id = pairs.organizer_id
      ORDER BY (lp.status::text = 'approved') DESC, lp.id DESC LIMIT 1
    ) latest ON true
    ORDER BY organizer_name, agent_name, pairs.organizer_id, pairs.agent_id
  `
  const result = await db.rawQuery(sql, [...p.bindings, ...c.bindings, ...s.bindings, ...c.bindings, ...s.bindings])
  return (result.rows as BalanceRow[]).map((row) => ({
    agentId: row.agent_id,
    agentName: row.agent_name,
    organizerId: row.organizer_id,
    organizerName: row.organizer_name,
    partnershipStatus: row.partnership_status ?? 'none',
    commissionPercentage: row.commission_percentage ?? '0.00',
    collected: row.collected,
    commission: row.commission,
    settled: row.settled,
    balance: row.balance,
    lastSettledOn: row.last_settled_on,
  }))
}

/** GET /api/agent-settlements/balances: the pairs the viewer may see (an organizer's partners, an agent's organizers). */
export function listBalances(viewer: User, wanted: PairFilter): Promise<AgentBalance[]> {
  return balancesFor(visiblePairs(viewer, wanted))
}

export interface SettlementPage {
  page: number
  perPage: number
}

const SETTLEMENT_SELECT = `
  SELECT s.id, s.agent_id, ${personNameSql('a')} AS agent_name, s.organizer_id, ${personNameSql('o')} AS organizer_name,
         s.amount::text AS amount, to_char(s.settled_on, 'YYYY-MM-DD') AS settled_on, s.reference, s.recorded_by,
         CASE WHEN r.id IS NULL THEN NULL ELSE ${personNameSql('r')} END AS recorded_by_name, s.created_at
  FROM agent_settlements s
  JOIN users a ON a.id = s.agent_id
  JOIN users o ON o.id = s.organizer_id
  LEFT JOIN users r ON r.id = s.recorded_by`

/** GET /api/agent-settlements: the settlement history the viewer may see, newest first. */
export async function listSettlements(
  viewer: User,
  wanted: PairFilter,
  { page, perPage }: SettlementPage
): Promise<{ rows: AgentSettlementRecord[]; total: number }> {
  const where = pairWhere(visiblePairs(viewer, wanted), 's')
  const [rows, count] = await Promise.all([
    db.rawQuery(`${SETTLEMENT_SELECT} WHERE ${where.sql} ORDER BY s.settled_on DESC, s.id DESC LIMIT ? OFFSET ?`, [
      ...where.bindings,
      perPage,
      (page - 1) * perPage,
    ]),
    db.rawQuery(`SELECT count(*)::int AS total FROM agent_settlements s WHERE ${where.sql}`, where.bindings),
  ])
  return { rows: rows.rows.map(settlementRecord), total: count.rows[0].total }
}

function settlementRecord(row: Record<string, any>): AgentSettlementRecord {
  return {
    id: row.id,
    agentId: row.agent_id,
    agentName: row.agent_name,
    organizerId: row.organizer_id,
    organizerName: row.organizer_name,
    amount: row.amount,
    settledOn: row.settled_on,
    reference: row.reference,
    recordedBy: row.recorded_by,
    recordedByName: row.recorded_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export interface NewSettlement {
  agentId: number
  /** Exact, two decimals, above zero (checked by the validator with domain/agent_figures.ts settlementAmount). */
  amount: string
  /** yyyy-mm-dd, a Suriname calendar day. */
  settledOn: string
  reference: string | null
}

/**
 * POST /api/agent-settlements: the organizer's team records that the agent paid. Only for an agent the viewer's
 * organizer sells through (an approved or terminated partnership), on a day that is not in the future. A payment
 * above what is owed is allowed: the balance then shows the overpayment.
 */
export async function recordSettlement(
  viewer: User,
  input: NewSettlement,
  now: Date = new Date()
): Promise<{ settlement: AgentSettlementRecord; balance: AgentBalance }> {
  const organizerId = employerOrganizerId(viewer)
  if (organizerId === null) throw new DomainError('FORBIDDEN')
  if (calendarDay(input.settledOn)! > surinameDay(now)) throw new DomainError('SETTLEMENT_DATE_IN_FUTURE')
  const partnered = await db
    .from('agent_partnerships')
    .where({ agent_id: input.agentId, organizer_id: organizerId })
    .whereRaw(`status::text IN ${SETTLING_STATUSES}`)
    .first()
  if (!partnered) throw new DomainError('AGENT_NOT_PARTNERED')
  const settlement = await db.transaction(async (trx) => {
    const created = await AgentSettlement.create(
      {
        agentId: input.agentId,
        organizerId,
        amount: input.amount,
        settledOn: input.settledOn,
        reference: input.reference,
        recordedBy: viewer.id,
      },
      { client: trx }
    )
    await recordChange(trx, {
      actorId: viewer.id,
      entityType: 'agent_settlement',
      entityId: created.id,
      action: 'create',
      after: { agentId: input.agentId, organizerId, amount: input.amount, settledOn: input.settledOn, reference: input.reference },
    })
    return created
  })
  const recorded = await db.rawQuery(`${SETTLEMENT_SELECT} WHERE s.id = ?`, [settlement.id])
  const [balance] = await balancesFor({ agentId: input.agentId, organizerId })
  return { settlement: settlementRecord(recorded.rows[0]), balance }
}

/** Today's Suriname date, the default and the latest day a settlement may carry. */
export function surinameToday(now: Date = new Date()): string {
  return calendarDate(surinameDay(now))
}
