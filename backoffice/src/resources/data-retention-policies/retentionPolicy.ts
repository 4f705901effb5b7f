import { DISPLAY_TIME_ZONE, intlLocale } from '#domain/format'

/** A policy as GET /api/admin/data-retention-policies answers it (api/transformers/retention_transformer.ts). */
export interface RetentionPolicy {
  id: number
  entityType: string
  retentionDays: number
  action: 'delete' | 'anonymize' | 'archive'
  description: string | null
  isActive: boolean
  minDays: number
  maxDays: number
  lastAppliedAt: string | null
  lastRunCount: number | null
  lastRunAt: string | null
}

export interface RetentionRun {
  id: number
  trigger: 'nightly' | 'manual'
  status: 'running' | 'succeeded' | 'failed' | 'interrupted'
  counts: Record<string, number>
  error: string | null
  startedAt: string
  finishedAt: string | null
}

export const T = 'resources.data-retention-policies'

/** A moment in Suriname time, in the reader's language. */
export function formatMoment(iso: string | null, locale: string): string {
  if (!iso) return '—'
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(
    new Date(iso)
  )
}
