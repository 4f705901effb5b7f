/*
 * The admins' view of the retention policies: each policy with what the last run did with it, a period or the
 * on/off switch changed within the kind's bounds (domain/data_retention.ts) with its audit trace in the same
 * transaction, and the runs' reports.
 */
import db from '@adonisjs/lucid/services/db'
import DataRetentionPolicy from '#models/data_retention_policy'
import RetentionRun from '#models/retention_run'
import { DomainError } from '#exceptions/domain_error'
import { recordChange } from '#services/audit/audit_service'
import type { ChangeActor } from '#services/reference_data/reference_data_service'
import { retentionDaysProblem } from '#domain/data_retention'

export interface PolicyWithLastRun {
  policy: DataRetentionPolicy
  /** What the latest finished run removed or anonymised of this kind; null when no run reached it. */
  lastRunCount: number | null
  lastRunAt: string | null
}

async function latestFinishedRun(): Promise<RetentionRun | null> {
  return RetentionRun.query().whereNot('status', 'running').orderBy('started_at', 'desc').orderBy('id', 'desc').first()
}

function withLastRun(policy: DataRetentionPolicy, run: RetentionRun | null): PolicyWithLastRun {
  const count = run?.counts?.[policy.entityType]
  return { policy, lastRunCount: typeof count === 'number' ? count : null, lastRunAt: run?.finishedAt?.toISO() ?? null }
}

/** Every policy, in the seeded order (few rows: no paging). */
export async function listPolicies(): Promise<PolicyWithLastRun[]> {
  const [policies, run] = await Promise.all([DataRetentionPolicy.query().orderBy('id', 'asc'), latestFinishedRun()])
  return policies.map((policy) => withLastRun(policy, run))
}

export async function findPolicy(id: number | null): Promise<PolicyWithLastRun> {
  const policy = id === null ? null : await DataRetentionPolicy.find(id)
  if (!policy) throw new DomainError('RETENTION_POLICY_NOT_FOUND')
  return withLastRun(policy, await latestFinishedRun())
}

export interface PolicyChanges {
  retentionDays?: number
  isActive?: boolean
}

/** PUT /api/admin/data-retention-policies/:id: the given fields change; a period outside the kind's bounds is a 422. */
export async function updatePolicy(id: number | null, changes: PolicyChanges, actor: ChangeActor): Promise<PolicyWithLastRun> {
  if (changes.retentionDays === undefined && changes.isActive === undefined) throw new DomainError('NOTHING_TO_CHANGE')
  await db.transaction(async (trx) => {
    const policy = id === null ? null : await DataRetentionPolicy.query({ client: trx }).where('id', id).forUpdate().first()
    if (!policy) throw new DomainError('RETENTION_POLICY_NOT_FOUND')
    if (changes.retentionDays !== undefined) {
      const problem = retentionDaysProblem(policy.entityType, changes.retentionDays)
      if (problem) {
        throw new DomainError('RETENTION_DAYS_OUT_OF_RANGE', { field: 'retentionDays', params: { min: problem.min, max: problem.max } })
      }
    }
    const before = { retentionDays: policy.retentionDays, isActive: policy.isActive }
    policy.merge(changes)
    await policy.useTransaction(trx).save()
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'data_retention_policy',
      entityId: policy.id,
      action: 'update',
      before,
      after: { retentionDays: policy.retentionDays, isActive: policy.isActive },
      ipAddress: actor.ipAddress ?? null,
    })
  })
  return findPolicy(id)
}

/** The runs' reports, newest first. */
export async function listRuns(page: number, perPage: number): Promise<{ rows: RetentionRun[]; total: number }> {
  const result = await RetentionRun.query().orderBy('started_at', 'desc').orderBy('id', 'desc').paginate(page, perPage)
  return { rows: result.all(), total: result.total }
}
