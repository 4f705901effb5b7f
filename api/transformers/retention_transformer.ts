import type RetentionRun from '#models/retention_run'
import type { PolicyWithLastRun } from '#services/privacy/retention_policy_service'
import { RETENTION_KINDS, isRetentionKind } from '#domain/data_retention'

/** A policy as the back office reads it, with the bounds its period may take and the last run's count. */
export function adminRetentionPolicy({ policy, lastRunCount, lastRunAt }: PolicyWithLastRun) {
  const kind = isRetentionKind(policy.entityType) ? RETENTION_KINDS[policy.entityType] : null
  return {
    id: policy.id,
    entityType: policy.entityType,
    retentionDays: policy.retentionDays,
    action: policy.action,
    description: policy.description,
    isActive: policy.isActive,
    minDays: kind?.minDays ?? 1,
    maxDays: kind?.maxDays ?? 36500,
    lastAppliedAt: policy.lastAppliedAt?.toISO() ?? null,
    lastRunCount,
    lastRunAt,
    updatedAt: policy.updatedAt.toISO(),
  }
}

export function adminRetentionRun(run: RetentionRun) {
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    counts: run.counts ?? {},
    error: run.error,
    startedAt: run.startedAt.toISO(),
    finishedAt: run.finishedAt?.toISO() ?? null,
  }
}
