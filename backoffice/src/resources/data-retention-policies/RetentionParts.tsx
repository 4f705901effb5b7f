import { Chip } from '@mui/material'
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

export function ActionChip({ record: given }: { record?: RetentionPolicy }) {
  const translate = useTranslate()
  const record = useRecordContext<RetentionPolicy>() ?? given
  if (!record) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.action === 'anonymize' ? 'info' : 'default'}
      label={translate(`${T}.actions.${record.action}`)}
    />
  )
}

/** What the latest run removed or anonymised of this kind. */
export function LastRunField({ record: given }: { record?: RetentionPolicy }) {
  const translate = useTranslate()
  const record = useRecordContext<RetentionPolicy>() ?? given
  if (!record) return null
  if (record.lastRunCount === null) return <>{translate(`${T}.no_run_yet`)}</>
  return <>{translate(`${T}.rows`, { smart_count: record.lastRunCount })}</>
}
