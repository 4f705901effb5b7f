import { useRecordContext, useTranslate } from 'react-admin'
import { T, type RetentionPolicy } from './retentionPolicy'

/** The kind in words ('Verlopen reserveringen'); an unknown kind shows its table name. */
export function KindField({ record: given }: { record?: RetentionPolicy }) {
  const translate = useTranslate()
  const record = useRecordContext<RetentionPolicy>() ?? given
  if (!record) return null
  return <>{translate(`${T}.kinds.${record.entityType}`, { _: record.entityType })}</>
}

/** "30 dagen", with the years beside a period of a year or more. */
export function PeriodField({ record: given }: { record?: RetentionPolicy }) {
  const translate = useTranslate()
  const record = useRecordContext<RetentionPolicy>() ?? given
  if (!record) return null
  const days = translate(`${T}.days`, { smart_count: record.retentionDays })
  const years = Math.round((record.retentionDays / 365.25) * 10) / 10
  return <>{record.retentionDays >= 365 ? `${days} (${translate(`${T}.years`, { smart_count: years })})` : days}</>
}

/** What happens after the period, as plain words (a chip saying "Verwijderen" would look like a button). */
export function ActionField({ record: given }: { record?: RetentionPolicy }) {
  const translate = useTranslate()
  const record = useRecordContext<RetentionPolicy>() ?? given
  if (!record) return null
  return <>{translate(`${T}.actions.${record.action}`)}</>
}

/** "Bewaartermijn: Ruwe analytics" in the page's title bar. */
export function PolicyTitle() {
  const translate = useTranslate()
  const record = useRecordContext<RetentionPolicy>()
  const name = translate(`resources.data-retention-policies.name`, { smart_count: 1 })
  return <>{record ? `${name}: ${translate(`${T}.kinds.${record.entityType}`, { _: record.entityType })}` : name}</>
}

/** What the latest run removed or anonymised of this kind. */
export function LastRunField({ record: given }: { record?: RetentionPolicy }) {
  const translate = useTranslate()
  const record = useRecordContext<RetentionPolicy>() ?? given
  if (!record) return null
  if (record.lastRunCount === null) return <>{translate(`${T}.no_run_yet`)}</>
  return <>{translate(`${T}.rows`, { smart_count: record.lastRunCount })}</>
}
