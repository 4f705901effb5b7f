/*
 * The audit log (GET /api/admin/audit-changes): every change newest first, filtered by person (name or e-mail),
 * entity type, entity id, action and a date range; each line shows who (name and e-mail), when (Suriname time), which
 * record (a link where the back office has a page for it), what was done and its changed fields old → new. The
 * export button downloads the same filtered log as CSV (GET /api/admin/audit-changes.csv, streamed by the server).
 * The same entries show per record under the admin forms (audit/AuditHistory.tsx).
 */
import { useState } from 'react'
import { Box, Button, Chip, Stack, Typography } from '@mui/material'
import DownloadIcon from '@mui/icons-material/Download'
import {
  DataTable,
  Link,
  List,
  NumberInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin'
import { formatDateTime } from '#domain/format'
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '#domain/audit'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { DayInput } from '../../inputs/DateInputs'
import { downloadFile } from '../../downloadFile'

const T = 'resources.audit-changes'

export interface AuditChangeRecord {
  id: number
  createdAt: string
  userId: number | null
  userName: string | null
  userEmail: string | null
  entityType: string
  entityId: number | null
  action: string
  reason: string | null
  changes: { field: string; before: unknown; after: unknown }[]
}

const Column = DataTable.Col<AuditChangeRecord>

/** The back office page of a record, where there is one (react-admin routes). */
const RECORD_PAGES: Partial<Record<string, (id: number) => string>> = {
  venue: (id) => `/venues/${id}`,
  user: (id) => `/users/${id}/show`,
  event: (id) => `/events/${id}`,
  order: (id) => `/orders/${id}/show`,
  event_category: (id) => `/event-categories/${id}`,
  venue_facility: (id) => `/venue-facilities/${id}`,
  currency_rate: (id) => `/currency-rates/${id}/show`,
  venue_booking: (id) => `/venue-bookings/${id}/show`,
  ticketswitch_listing: (id) => `/ticketswitch-listings/${id}/show`,
  loket_shift: (id) => `/loket-shifts/${id}/show`,
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** One value as a person reads it: yes/no, a moment in Suriname time, text as is, a list or object as JSON. */
function useShown() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—'
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false')
    if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value, locale) : value
    return JSON.stringify(value)
  }
}

function actionLabel(translate: ReturnType<typeof useTranslate>, action: string): string {
  return translate(`${T}.actions.${action}`, { _: translate(`app.audit.actions.${action}`, { _: action }) })
}

function useFilters() {
  const translate = useTranslate()
  return [
    <TextInput key="person" source="person" alwaysOn resettable />,
    <SelectInput
      key="entityType"
      source="entityType"
      alwaysOn
      choices={AUDIT_ENTITY_TYPES.map((id) => ({ id, name: translate(`${T}.entity.${id}`) }))}
    />,
    <NumberInput key="entityId" source="entityId" alwaysOn min={1} step={1} sx={{ maxWidth: 140 }} />,
    <SelectInput key="action" source="action" alwaysOn choices={AUDIT_ACTIONS.map((id) => ({ id, name: actionLabel(translate, id) }))} />,
    <DayInput key="from" source="from" alwaysOn label={`${T}.fields.from`} sx={{ maxWidth: 215 }} />,
    <DayInput key="to" source="to" alwaysOn label={`${T}.fields.to`} sx={{ maxWidth: 215 }} />,
  ]
}

/** Downloads the log with the filters on screen; the CSV's format follows the back office's language. */
function ExportButton() {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const { filterValues } = useListContext()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const params = new URLSearchParams({ lang: locale, filter: JSON.stringify(filterValues ?? {}) })
      await downloadFile(`/api/admin/audit-changes.csv?${params}`, 'auditlog.csv')
    } catch (error) {
      notify(`${T}.export_failed`, { type: 'error', messageArgs: { message: (error as Error).message } })
    } finally {
      setBusy(false)
    }
  }
  return (
    <TopToolbar>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={busy}
        onClick={download}
        data-testid="audit-log-export"
      >
        {translate(busy ? `${T}.exporting` : `${T}.export`)}
      </Button>
    </TopToolbar>
  )
}

function Changes({ entry }: { entry: AuditChangeRecord }) {
  const translate = useTranslate()
  const shown = useShown()
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }} data-testid="audit-log-changes">
      {entry.reason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.audit.reason', { reason: entry.reason })}
        </Typography>
      )}
      {entry.changes.map((change) => (
        <Typography key={change.field} variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="audit-log-change">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {change.field}
          </Box>
          :{' '}
          <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
            {shown(change.before)}
          </Box>{' '}
          → {shown(change.after)}
        </Typography>
      ))}
    </Stack>
  )
}

function Who({ entry }: { entry: AuditChangeRecord }) {
  const translate = useTranslate()
  if (entry.userId === null) return <>{translate('app.audit.system')}</>
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link to={`/users/${entry.userId}/show`}>{entry.userName}</Link>
      {entry.userEmail && entry.userEmail !== entry.userName && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {entry.userEmail}
        </Typography>
      )}
    </Box>
  )
}

function Entity({ entry }: { entry: AuditChangeRecord }) {
  const translate = useTranslate()
  const kind = translate(`${T}.entity.${entry.entityType}`, { _: entry.entityType })
  const page = entry.entityId !== null ? RECORD_PAGES[entry.entityType] : undefined
  const label = entry.entityId !== null ? `${kind} #${entry.entityId}` : kind
  const settings = entry.entityType === 'platform_settings' || entry.entityType === 'email_template'
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {page ? <Link to={page(entry.entityId!)}>{label}</Link> : settings ? <Link to="/platform-settings">{label}</Link> : label}
    </Box>
  )
}

function Action({ entry }: { entry: AuditChangeRecord }) {
  const translate = useTranslate()
  return <Chip size="small" variant="outlined" label={actionLabel(translate, entry.action)} />
}

export function AuditChangeList() {
  const [locale] = useLocaleState()
  return (
    <List
      filters={useFilters()}
      actions={<ExportButton />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      error={<ListError />}
      exporter={false}
      title={`${T}.title`}
      // On a phone the table scrolls inside its card instead of widening the page (react-admin's content column
      // otherwise takes the table's min-content width; the same grid as /platform-settings).
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        '& .RaList-main': { minWidth: 0 },
        '& .RaList-content': { overflowX: 'auto' },
      }}
    >
      <DataTable<AuditChangeRecord> rowClick={false} bulkActionButtons={false} data-testid="audit-log">
        <Column
          source="createdAt"
          disableSort
          render={(entry) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, locale)}</Box>}
        />
        <Column source="userName" disableSort render={(entry) => <Who entry={entry} />} />
        <Column source="entityType" disableSort render={(entry) => <Entity entry={entry} />} />
        <Column source="action" disableSort render={(entry) => <Action entry={entry} />} />
        <Column source="changes" disableSort render={(entry) => <Changes entry={entry} />} />
      </DataTable>
    </List>
  )
}
