/*
 * Every admin change leaves a trace: audit_changes holds who, when, which entity, and per changed
 * field the value before and after (old_values / new_values, keyed by field). Services call recordChange inside
 * the transaction that makes the change, so a change and its trace are written together or not at all.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditChange from '#models/audit_change'
import { likePattern } from '#services/catalogue/text_search'
import type { AuditEntityType } from '#domain/audit'

export type { AuditEntityType }

export interface AuditInput {
  /** Who made the change (null: the system, e.g. a job). */
  actorId: number | null
  entityType: AuditEntityType
  /** null for a single-row entity such as platform_settings, or an e-mail template (named in the fields). */
  entityId: number | null
  /** create, update, delete, approve, reject, activate, deactivate, role, verify, refund, unpublish, reset, ... */
  action: string
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

export interface AuditQuery {
  entityType?: string
  entityId?: number
  /** Who made the change. */
  userId?: number
  /** Part of the name or e-mail of who made the change. */
  person?: string
  /** Suriname calendar days (YYYY-MM-DD), both included. */
  from?: string
  to?: string
  /** Only changes to fields starting with this ('tickets.': one e-mail template's history). */
  fieldPrefix?: string
  page: number
  perPage: number
}

/** One line of a record's history, newest first, with the person's name. */
export interface AuditEntry {
  id: number
  createdAt: string
  userId: number | null
  userName: string | null
  entityType: string
  entityId: number | null
  action: string
  reason: string | null
  /** One row per changed field. */
  changes: { field: string; before: unknown; after: unknown }[]
}

export async function listChanges(query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> {
  const base = AuditChange.query()
  if (query.entityType) base.where('entity_type', query.entityType)
  if (query.entityId !== undefined) base.where('entity_id', query.entityId)
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
  const page = await base.preload('user').orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(query.page, query.perPage)
  return {
    total: page.total,
    data: page.all().map((change) => {
      const fields = new Set([...Object.keys(change.oldValues ?? {}), ...Object.keys(change.newValues ?? {})])
      const name = change.user ? [change.user.firstName, change.user.lastName].filter(Boolean).join(' ') || change.user.email : null
      return {
        id: change.id,
        createdAt: change.createdAt.toISO()!,
        userId: change.userId,
        userName: name,
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
    }),
  }
}
