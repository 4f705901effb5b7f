/*
 * The history of a record or settings tab: who changed what, when, each field before and after, from
 * GET /api/admin/audit-changes. Put it under any admin form: <AuditHistory entityType="venue" entityId={id} />.
 * Field names are shown as the API stores them (the record's field names), values as JSON where not text.
 */
import { useCallback, useEffect, useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { request } from '../http'

export interface AuditEntry {
  id: number
  createdAt: string
  userName: string | null
  action: string
  reason: string | null
  changes: { field: string; before: unknown; after: unknown }[]
}

const PAGE = 20

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Reload the history after a save by changing `version` (e.g. a counter the form bumps). */
export function AuditHistory({
  entityType,
  entityId,
  fieldPrefix,
  version = 0,
}: {
  entityType: string
  entityId?: number | null
  /** Only changes to fields starting with this, e.g. 'tickets.' for one e-mail template. */
  fieldPrefix?: string
  version?: number
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [entries, setEntries] = useState<AuditEntry[] | null>(null)
  const [total, setTotal] = useState(0)
  const [failed, setFailed] = useState(false)
  const [pages, setPages] = useState(1)

  const load = useCallback(async () => {
    const query = new URLSearchParams({ entityType, perPage: String(PAGE * pages) })
    if (entityId) query.set('entityId', String(entityId))
    if (fieldPrefix) query.set('fieldPrefix', fieldPrefix)
    try {
      const { json } = await request(`/api/admin/audit-changes?${query}`)
      setEntries(json.data as AuditEntry[])
      setTotal(json.total as number)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [entityType, entityId, fieldPrefix, pages])

  useEffect(() => {
    void load()
  }, [load, version])

  return (
    <Box component="section" aria-label={translate('app.audit.title')} sx={{ mt: 3 }} data-testid="audit-history">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.audit.title')}
      </Typography>
      {failed && <Alert severity="warning">{translate('app.audit.load_failed')}</Alert>}
      {entries?.length === 0 && <Typography color="text.secondary">{translate('app.audit.empty')}</Typography>}
      <Stack spacing={1.5}>
        {entries?.map((entry) => (
          <Box key={entry.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }} data-testid="audit-entry">
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(entry.createdAt, locale)} · {entry.userName ?? translate('app.audit.system')} ·{' '}
              {translate(`app.audit.actions.${entry.action}`, { _: entry.action })}
            </Typography>
            {entry.reason && <Typography variant="body2">{translate('app.audit.reason', { reason: entry.reason })}</Typography>}
            {entry.changes.map((change) => (
              <Typography key={change.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{change.field}</strong>: {shown(change.before)} → {shown(change.after)}
              </Typography>
            ))}
          </Box>
        ))}
      </Stack>
      {entries && entries.length < total && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setPages((count) => count + 1)}>
          {translate('app.audit.more')}
        </Button>
      )}
    </Box>
  )
}
