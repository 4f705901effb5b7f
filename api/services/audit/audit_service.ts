/*
 * Every admin change leaves a trace: audit_changes holds who, when, which entity, and per changed
 * field the value before and after (old_values / new_values, keyed by field). Services call recordChange inside
 * the transaction that makes the change, so a change and its trace are written together or not at all.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import AuditChange from '#models/audit_change'
import { likePattern } from '#services/catalogue/text_search'
import type { AuditAction, AuditEntityType } from '#domain/audit'
import { CSV_BOM, csvDateTime, csvLine, type CsvFormat } from '#domain/csv'

export type { AuditEntityType }

export interface AuditInput {
  /** Who made the change (null: the system, e.g. a job). */
  actorId: number | null
  entityType: AuditEntityType
  /** null for a single-row entity such as platform_settings, or an e-mail template (named in the fields). */
  entityId: number | null
  /** One of AUDIT_ACTIONS (domain/audit.ts). */
  action: AuditAction
  /** The fields before and after; only fields whose value differs are stored. Omit before for a create. */
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  reason?: string | null
  ipAddress?: string | null
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields whose value changed, as { before, after } with only those keys. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changed = [...keys].filter((key) => !same(before?.[key], after?.[key]))
  return {
    before: Object.fromEntries(changed.map((key) => [key, before?.[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after?.[key] ?? null])),
  }
}

/**
 * Writes one trace in the caller's transaction. A plain update that changed nothing writes nothing (returns
 * null); actions such as approve or reject are always written, with their reason.
 */
export async function recordChange(trx: TransactionClientContract, input: AuditInput): Promise<AuditChange | null> {
  const { before, after } = changedFields(input.before, input.after)
  if (input.action === 'update' && Object.keys(after).length === 0) return null
  return AuditChange.create(
    {
      userId: input.actorId,
      entityType: input.entityType,
      entityId: input.entityId,
      action: input.action,
      oldValues: Object.keys(before).length ? before : null,
      newValues: Object.keys(after).length ? after : null,
      reason: input.reason ?? null,
      ipAddress: input.ipAddress ?? null,
      approval: 'approved',
    },
    { client: trx }
  )
}

export interface AuditFilter {
  entityType?: string
  entityId?: number
  /** What was done: update, approve, refund, publish, ... */
  action?: string
  /** Who made the change. */
  userId?: number
  /** Part of the name or e-mail of who made the change. */
  person?: string
  /** Suriname calendar days (YYYY-MM-DD), both included. */
  from?: string
  to?: string
  /** Only changes to fields starting with this ('tickets.': one e-mail template's history). */
  fieldPrefix?: string
}

export interface AuditQuery extends AuditFilter {
  page: number
  perPage: number
}

/** One line of a record's history, newest first, with the person's name. */
export interface AuditEntry {
  id: number
  createdAt: string
  userId: number | null
  userName: string | null
  userEmail: string | null
  entityType: string
  entityId: number | null
  action: string
  reason: string | null
  /** One row per changed field. */
  changes: { field: string; before: unknown; after: unknown }[]
}

function filtered(query: AuditFilter) {
  const base = AuditChange.query()
  if (query.entityType) base.where('entity_type', query.entityType)
  if (query.entityId !== undefined) base.where('entity_id', query.entityId)
  if (query.action) base.where('action', query.action)
  if (query.userId !== undefined) base.where('user_id', query.userId)
  if (query.person) {
    const pattern = likePattern(query.person)
    base.whereHas('user', (user) =>
      user.where((where) => {
        where.whereRaw('lower(email) LIKE ?', [pattern]).orWhereRaw("lower(concat_ws(' ', first_name, last_name)) LIKE ?", [pattern])
      })
    )
  }
  // Suriname is UTC−3 all year (domain/event_status.ts).
  if (query.from) base.where('created_at', '>=', `${query.from}T00:00:00-03:00`)
  if (query.to) base.whereRaw("created_at < (?::timestamptz + interval '1 day')", [`${query.to}T00:00:00-03:00`])
  if (query.fieldPrefix) {
    base.whereRaw(
      "exists (select 1 from jsonb_object_keys(coalesce(new_values, old_values, '{}'::jsonb)) as field where starts_with(field, ?))",
      [query.fieldPrefix]
    )
  }
  return base.preload('user')
}

function entryOf(change: AuditChange): AuditEntry {
  const fields = new Set([...Object.keys(change.oldValues ?? {}), ...Object.keys(change.newValues ?? {})])
  const name = change.user ? [change.user.firstName, change.user.lastName].filter(Boolean).join(' ') || change.user.email : null
  return {
    id: change.id,
    createdAt: change.createdAt.toISO()!,
    userId: change.userId,
    userName: name,
    userEmail: change.user?.email ?? null,
    entityType: change.entityType,
    entityId: change.entityId,
    action: change.action,
    reason: change.reason,
    changes: [...fields].map((field) => ({
      field,
      before: change.oldValues?.[field] ?? null,
      after: change.newValues?.[field] ?? null,
    })),
  }
}

export async function listChanges(query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> {
  const page = await filtered(query).orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(query.page, query.perPage)
  return { total: page.total, data: page.all().map(entryOf) }
}

export const AUDIT_CSV_BATCH_SIZE = 500

const AUDIT_CSV_HEADER = ['Wanneer (Suriname)', 'Wie', 'E-mail', 'Soort', 'Nummer', 'Actie', 'Gewijzigd (oud → nieuw)', 'Reden']

/** A value as one reads it in a cell: text as is, anything else as JSON; nothing as '—'. */
function cellValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * audit.csv: the log with the list's filters, newest first, one line per change and its fields 'field: old → new'
 * one per line in the cell. Streamed in keyset batches, so the file has no row limit.
 */
export async function* auditCsv(filter: AuditFilter, format: CsvFormat, batchSize = AUDIT_CSV_BATCH_SIZE): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(AUDIT_CSV_HEADER, format)
  let after: AuditChange | null = null
  for (;;) {
    // The cursor is the stored timestamp as text: a JavaScript date would cut its microseconds and skip rows.
    const query = filtered(filter)
      .select('audit_changes.*', db.raw('audit_changes.created_at::text AS cursor_at'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(batchSize)
    if (after) query.whereRaw('(created_at, id) < (?::timestamptz, ?)', [after.$extras.cursor_at, after.id])
    const rows: AuditChange[] = await query
    if (rows.length === 0) return
    yield rows
      .map((change) => {
        const entry = entryOf(change)
        return csvLine(
          [
            csvDateTime(entry.createdAt),
            entry.userName ?? 'Systeem',
            entry.userEmail,
            entry.entityType,
            entry.entityId,
            entry.action,
            entry.changes.map((c) => `${c.field}: ${cellValue(c.before)} → ${cellValue(c.after)}`).join('\n'),
            entry.reason,
          ],
          format
        )
      })
      .join('')
    if (rows.length < batchSize) return
    after = rows[rows.length - 1]
  }
}
