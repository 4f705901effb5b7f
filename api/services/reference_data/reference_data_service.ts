/*
 * What the admin's reference data (event categories, venue facilities) have in common: a name
 * unique ignoring case, and every create or edit written together with its audit trace in one transaction.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { recordChange, type AuditEntityType } from '#services/audit/audit_service'
import { fieldError, isUniqueViolation } from '#services/accounts/auth_service'
import { DomainError } from '#exceptions/domain_error'

type NameTakenKey = 'CATEGORY_NAME_TAKEN' | 'FACILITY_NAME_TAKEN'

/** Who makes the change, for the audit trace. */
export interface ChangeActor {
  id: number
  ipAddress?: string | null
}

export interface ReferenceListQuery<Sort extends string> {
  page: number
  perPage: number
  sort: Sort
  order: 'asc' | 'desc'
  ids?: number[]
  search?: string
}

/** A back-office list page (all rows, active or not): ids for getMany, search in the name, sorted by a known column. */
export async function listReferencePage<Model extends LucidModel, Sort extends string>(
  model: Model,
  columns: Record<Sort, string>,
  query: ReferenceListQuery<Sort>
): Promise<{ rows: InstanceType<Model>[]; total: number }> {
  const builder = model.query()
  if (query.ids?.length) builder.whereIn('id', query.ids)
  if (query.search) builder.whereILike('name', `%${query.search}%`)
  builder.orderBy(columns[query.sort], query.order).orderBy('id', 'asc')
  const result = await builder.paginate(query.page, query.perPage)
  return { rows: result.all() as InstanceType<Model>[], total: result.total }
}

/** Without a sort order a new row goes last: ten after the highest. */
export async function nextSortOrder(table: 'event_categories' | 'venue_facilities'): Promise<number> {
  const [row] = await db.from(table).max('sort_order as highest')
  return (Number(row.highest) || 0) + 10
}

/** 422 on `name` when another row of the model has this name, ignoring case. */
export async function assertNameFree(model: LucidModel, kind: { nameTaken: NameTakenKey }, name: string, exceptId: number | null) {
  const query = model.query().whereRaw('lower(name) = lower(?)', [name])
  if (exceptId !== null) query.whereNot('id', exceptId)
  const taken = (await query.first()) as NamedRow | null
  if (taken) throw fieldError('name', { key: kind.nameTaken, params: { name: taken.name } })
}

/** The fields a partial edit gives (an absent field keeps its value); an edit that gives none is a 422. */
export function definedOnly<T extends object>(fields: T): Partial<T> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>
  if (Object.keys(given).length === 0) throw new DomainError('NOTHING_TO_CHANGE')
  return given
}

/** A reference-data row: an id and a unique name. */
type NamedRow = LucidRow & { id: number; name: string }

/** What the audit trace and the name check need to know about a kind of reference data. */
export interface ReferenceKind<Row extends NamedRow> {
  entityType: AuditEntityType
  /** The fields the trace compares (the record's own names). */
  fields: readonly (keyof Row & string)[]
  /** The unique index on lower(name): a race past assertNameFree ends as the same 422. */
  nameIndex: string
  /** The 422 text when another row has the name. */
  nameTaken: NameTakenKey
}

/** More work in the save's transaction (e.g. renaming what refers to the row); its answer is the trace's reason. */
export type AlsoInTransaction = (trx: TransactionClientContract, before: Record<string, unknown> | null) => Promise<string | null>

function snapshot<Row extends NamedRow>(row: Row, fields: readonly (keyof Row & string)[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, row[field]]))
}

/** Saves a new or changed row and its trace (create or update: only changed fields) together, or neither. */
export async function saveWithAudit<Row extends NamedRow>(
  row: Row,
  kind: ReferenceKind<Row>,
  actor: ChangeActor,
  alsoInTransaction?: AlsoInTransaction
): Promise<Row> {
  const isNew = !row.$isPersisted
  const before = isNew ? null : snapshot(row.$original as Row, kind.fields)
  try {
    await db.transaction(async (trx) => {
      row.useTransaction(trx)
      await row.save()
      const reason = (await alsoInTransaction?.(trx, before)) ?? null
      await recordChange(trx, {
        actorId: actor.id,
        entityType: kind.entityType,
        entityId: row.id,
        action: isNew ? 'create' : 'update',
        before,
        after: snapshot(row, kind.fields),
        reason,
        ipAddress: actor.ipAddress ?? null,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error) && (error as { constraint?: string }).constraint === kind.nameIndex) {
      throw fieldError('name', { key: kind.nameTaken, params: { name: row.name } })
    }
    throw error
  }
  return row
}
