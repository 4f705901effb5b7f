/*
 * Pieces the role dashboards share, around figures fetched with useServerStats: the heading with its refresh
 * button, the loading and failed states, the figure cards, and the welcome card of a dashboard with nothing yet.
 * `messages` is the dashboard's text prefix (app.<folder>_dashboard): its updated, refresh, retry and load_failed.
 */
import type { ReactNode } from 'react'
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatTime } from '../../../domain/format'
import type { ServerStatsState } from './useServerStats'

/** The page's title, when the figures were loaded, and a refresh button (data-testid stats-refresh). */
export function StatsHeading<T>({
  title,
  state,
  onRefresh,
  messages,
}: {
  title: string
  state: ServerStatsState<T>
  onRefresh: () => void
  messages: string
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {state.status === 'ready' && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${messages}.updated`, { time: formatTime(state.loadedAt, locale) })}
          </Typography>
        )}
      </Box>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={state.status === 'loading'} data-testid="stats-refresh">
        {translate(`${messages}.refresh`)}
      </Button>
    </Stack>
  )
}

/** Grey cards while the figures load, the failure with a retry button; nothing once they are there. */
export function StatsPending<T>({
  state,
  cards,
  onRetry,
  messages,
}: {
  state: ServerStatsState<T>
  cards: number
  onRetry: () => void
  messages: string
}) {
  const translate = useTranslate()
  if (state.status === 'loading') {
    return (
      <KpiGrid>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </KpiGrid>
    )
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{translate(`${messages}.retry`)}</Button>}>
        {translate(`${messages}.load_failed`)}
      </Alert>
    )
  }
  return null
}

export function KpiGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {children}
    </Box>
  )
}

export function Kpi({ label, value, hint, testId }: { label: string; value: string | number; hint?: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}

/** A dashboard with nothing to show yet: what to do first. */
export function WelcomeCard({ testId, title, body, action }: { testId: string; title: string; body: string; action: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
          {body}
        </Typography>
        {action}
      </CardContent>
    </Card>
  )
}
