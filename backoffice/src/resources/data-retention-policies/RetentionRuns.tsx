import { useCallback, useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import { useCanAccess, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin'
import { request } from '../../http'
import { T, formatMoment, type RetentionRun } from './retentionPolicy'

const STATUS_COLORS = { running: 'info', succeeded: 'success', failed: 'error', interrupted: 'warning' } as const

/** The latest reports of the retention job, and "run now" for whom may change the policies. */
export function RetentionRuns() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const notify = useNotify()
  const refresh = useRefresh()
  const { canAccess: mayRun } = useCanAccess({ resource: 'data-retention-policies', action: 'edit' })
  const [runs, setRuns] = useState<RetentionRun[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [running, setRunning] = useState(false)

  const load = useCallback(() => {
    request('/api/admin/retention-runs?perPage=5')
      .then(({ json }) => {
        setRuns((json as { data: RetentionRun[] }).data)
        setFailed(null)
      })
      .catch((error: Error) => setFailed(error.message))
  }, [])
  useEffect(load, [load])

  const runNow = async () => {
    setRunning(true)
    try {
      await request('/api/admin/data-retention-policies/run', { method: 'POST', body: '{}' })
      notify(`${T}.run_done`, { type: 'info' })
      load()
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setRunning(false)
    }
  }

  return (
    <Card sx={{ mt: 3, mx: { xs: 1, sm: 0 }, maxWidth: 960 }} variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.runs_title`)}
          </Typography>
          {mayRun && (
            <Button variant="outlined" size="small" startIcon={<PlayArrowIcon />} onClick={runNow} disabled={running}>
              {translate(`${T}.run_now`)}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.runs_hint`)}
        </Typography>
        {failed && <Alert severity="error">{failed}</Alert>}
        {runs?.length === 0 && <Typography variant="body2">{translate(`${T}.no_runs`)}</Typography>}
        {runs?.map((run) => {
          const removed = Object.entries(run.counts).filter(([, count]) => count > 0)
          return (
            <Box key={run.id} sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }} data-testid="retention-run">
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatMoment(run.startedAt, locale)}
                </Typography>
                <Chip size="small" label={translate(`${T}.triggers.${run.trigger}`)} variant="outlined" />
                <Chip size="small" color={STATUS_COLORS[run.status]} label={translate(`${T}.statuses.${run.status}`)} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {removed.length === 0
                  ? translate(`${T}.nothing_removed`)
                  : removed.map(([kind, count]) => `${translate(`${T}.kinds.${kind}`, { _: kind })}: ${count}`).join(' · ')}
              </Typography>
              {run.error && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {run.error}
                </Typography>
              )}
            </Box>
          )
        })}
      </CardContent>
    </Card>
  )
}
