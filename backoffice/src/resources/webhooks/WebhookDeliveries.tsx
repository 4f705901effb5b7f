import { useCallback, useEffect, useState } from 'react'
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import ReplayIcon from '@mui/icons-material/Replay'
import { useCanAccess, useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin'
import { request } from '../../http'
import { T, type WebhookDeliveryRecord, type WebhookEndpointRecord } from './types'

const STATUS_COLORS = { succeeded: 'success', failed: 'error', pending: 'warning', sending: 'info' } as const

function when(iso: string | null, locale: string): string {
  return iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' }) : '—'
}

/** The endpoint's delivery log, newest first, with 'Opnieuw versturen' per delivery that succeeded or failed. */
export function WebhookDeliveries() {
  const translate = useTranslate()
  const locale = useLocale()
  const notify = useNotify()
  const record = useRecordContext<WebhookEndpointRecord>()
  const { canAccess: mayResend } = useCanAccess({ resource: 'webhooks', action: 'resend' })
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const [rows, setRows] = useState<WebhookDeliveryRecord[] | null>(null)
  const [busy, setBusy] = useState<number | null>(null)

  const load = useCallback(async () => {
    if (!record) return
    const { json } = await request(`/api/webhook-endpoints/${record.id}/deliveries?perPage=50`)
    setRows((json as { data: WebhookDeliveryRecord[] }).data)
  }, [record])

  useEffect(() => {
    load().catch(() => setRows([]))
  }, [load])

  const resend = async (delivery: WebhookDeliveryRecord) => {
    setBusy(delivery.id)
    try {
      const { json } = await request(`/api/webhook-endpoints/${record!.id}/deliveries/${delivery.id}/resend`, { method: 'POST' })
      const result = (json as { data: WebhookDeliveryRecord }).data
      notify(result.status === 'succeeded' ? `${T}.resent_ok` : `${T}.resent_failed`, {
        type: result.status === 'succeeded' ? 'success' : 'warning',
      })
      await load()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(null)
    }
  }

  const status = (d: WebhookDeliveryRecord) => (
    <Chip size="small" variant="outlined" color={STATUS_COLORS[d.status]} label={translate(`${T}.status.${d.status}`)} />
  )
  const action = (d: WebhookDeliveryRecord) =>
    mayResend && (d.status === 'succeeded' || d.status === 'failed') ? (
      <Button size="small" startIcon={<ReplayIcon />} disabled={busy === d.id} onClick={() => resend(d)}>
        {translate(`${T}.resend`)}
      </Button>
    ) : null

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${T}.deliveries_title`)}
      </Typography>
      {rows !== null && rows.length === 0 && <Typography color="text.secondary">{translate(`${T}.deliveries_empty`)}</Typography>}
      {rows !== null && rows.length > 0 && phone && (
        <Stack spacing={1}>
          {rows.map((d) => (
            <Paper key={d.id} variant="outlined" sx={{ p: 1.5 }} data-testid="webhook-delivery">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontFamily: 'monospace' }}>{d.eventType}</Typography>
                {status(d)}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {when(d.createdAt, locale)} · HTTP {d.responseStatus ?? '—'} · {d.responseTimeMs ?? '—'} ms ·{' '}
                {translate(`${T}.attempts`, { smart_count: d.attempts })}
              </Typography>
              {action(d)}
            </Paper>
          ))}
        </Stack>
      )}
      {rows !== null && rows.length > 0 && !phone && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.col.time`)}</TableCell>
                <TableCell>{translate(`${T}.col.event`)}</TableCell>
                <TableCell>{translate(`${T}.col.status`)}</TableCell>
                <TableCell align="right">{translate(`${T}.col.response`)}</TableCell>
                <TableCell align="right">{translate(`${T}.col.time_ms`)}</TableCell>
                <TableCell align="right">{translate(`${T}.col.attempts`)}</TableCell>
                <TableCell>{translate(`${T}.col.next`)}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.id} data-testid="webhook-delivery">
                  <TableCell>{when(d.createdAt, locale)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{d.eventType}</TableCell>
                  <TableCell title={d.lastError ?? undefined}>{status(d)}</TableCell>
                  <TableCell align="right">{d.responseStatus ?? '—'}</TableCell>
                  <TableCell align="right">{d.responseTimeMs ?? '—'}</TableCell>
                  <TableCell align="right">{d.attempts}</TableCell>
                  <TableCell>{when(d.nextAttemptAt, locale)}</TableCell>
                  <TableCell>{action(d)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  )
}
