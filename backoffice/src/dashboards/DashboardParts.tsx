/* Pieces the role dashboards share: the heading with its refresh button, and the figure cards. */
import type { ReactNode } from 'react'
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import RefreshIcon from '@mui/icons-material/Refresh'

/** The page's title, when the figures were loaded, and a refresh button (data-testid stats-refresh). */
export function DashboardHeading({
  title,
  updated,
  refreshLabel,
  onRefresh,
  loading,
}: {
  title: string
  updated: string | null
  refreshLabel: string
  onRefresh: () => void
  loading: boolean
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {updated && (
          <Typography variant="body2" color="text.secondary">
            {updated}
          </Typography>
        )}
      </Box>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={loading} data-testid="stats-refresh">
        {refreshLabel}
      </Button>
    </Stack>
  )
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
