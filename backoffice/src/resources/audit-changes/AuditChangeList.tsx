/*
 * The audit log (GET /api/admin/audit-changes): every change newest first, filtered by person (name or e-mail),
 * entity type, entity id and a date range; each line shows who, when, which record and its changed fields old → new.
 * The same entries show per record under the admin forms (audit/AuditHistory.tsx).
 */
import { Box, Chip, Stack, Typography } from '@mui/material'
import { DataTable, List, NumberInput, SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { AUDIT_ENTITY_TYPES } from '#domain/audit'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { DayInput } from '../../inputs/DateInputs'

const T = 'resources.audit-changes'

export interface AuditChangeRecord {
  id: number
  createdAt: string
  userId: number | null
  userName: string | null
  entityType: string
  entityId: number | null
  action: string
  reason: string | null
  changes: { field: string; before: unknown; after: unknown }[]
}

const Column = DataTable.Col<AuditChangeRecord>

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
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
    <DayInput key="from" source="from" alwaysOn label={`${T}.fields.from`} sx={{ maxWidth: 215 }} />,
    <DayInput key="to" source="to" alwaysOn label={`${T}.fields.to`} sx={{ maxWidth: 215 }} />,
  ]
}

function Changes({ entry }: { entry: AuditChangeRecord }) {
  const translate = useTranslate()
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

function Entity({ entry }: { entry: AuditChangeRecord }) {
  const translate = useTranslate()
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {translate(`${T}.entity.${entry.entityType}`, { _: entry.entityType })}
      {entry.entityId !== null && ` #${entry.entityId}`}
    </Box>
  )
}

function Action({ entry }: { entry: AuditChangeRecord }) {
  const translate = useTranslate()
  return <Chip size="small" variant="outlined" label={translate(`app.audit.actions.${entry.action}`, { _: entry.action })} />
}

export function AuditChangeList() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <List
      filters={useFilters()}
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
        <Column source="userName" disableSort render={(entry) => entry.userName ?? translate('app.audit.system')} />
        <Column source="entityType" disableSort render={(entry) => <Entity entry={entry} />} />
        <Column source="action" disableSort render={(entry) => <Action entry={entry} />} />
        <Column source="changes" disableSort render={(entry) => <Changes entry={entry} />} />
      </DataTable>
    </List>
  )
}
