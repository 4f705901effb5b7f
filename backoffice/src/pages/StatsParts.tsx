/*
 * What every figures dashboard shares (organizer, admin): the heading with the time of the figures and a refresh
 * button, the loading skeleton and the error with a retry, and the KPI cards. Texts: app.stats.*.
 */
import type { ReactNode } from 'react'
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatTime, intlLocale } from '#domain/format'
import type { StatsState } from './useDashboardStats'

interface StatsFrameProps<Stats> {
  title: string
  state: StatsState<Stats>
  reload: () => void
  /** How many KPI cards the skeleton shows while loading. */
  cards: number
  children: (stats: Stats) => ReactNode
}

/** The heading, then the skeleton, the error or the figures (children) as the state says. */
export function StatsFrame<Stats>({ title, state, reload, cards, children }: StatsFrameProps<Stats>) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {state.status === 'ready' && (
            <Typography variant="body2" color="text.secondary" role="status" data-testid="stats-updated">
              {translate('app.stats.updated', { time: formatTime(state.loadedAt, locale) })}
            </Typography>
          )}
        </Box>
        <Button startIcon={<RefreshIcon />} onClick={reload} disabled={state.status === 'loading'} data-testid="stats-refresh">
          {translate('app.stats.refresh')}
        </Button>
      </Stack>
      {state.status === 'loading' && (
        <KpiGrid>
          {Array.from({ length: cards }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={112} />
          ))}
        </KpiGrid>
      )}
      {state.status === 'error' && (
        <Alert severity="error" action={<Button onClick={reload}>{translate('app.stats.retry')}</Button>}>
          {translate('app.stats.load_failed')}
        </Alert>
      )}
      {state.status === 'ready' && children(state.stats)}
    </>
  )
}

export function KpiGrid({ children, columns = 4 }: { children: ReactNode; columns?: 3 | 4 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  )
}

export function Kpi({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere', fontSize: { xs: '1.2rem', sm: '1.5rem' } }}
        >
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

/** A titled card around a table (scrolling sideways on a narrow screen), or the line saying it is empty. */
export function TableCard({
  title,
  empty,
  testId,
  children,
}: {
  title: string
  empty?: string | null
  testId?: string
  children: ReactNode
}) {
  return (
    <Card data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {empty && <Typography color="text.secondary">{empty}</Typography>}
      </CardContent>
      {!empty && <Box sx={{ overflowX: 'auto' }}>{children}</Box>}
    </Card>
  )
}

/** A count in the reader's language (1.250 / 1,250). */
export function formatCount(value: number, locale: string): string {
  return value.toLocaleString(intlLocale(locale))
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
