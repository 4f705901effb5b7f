/*
 * The event's 'Conversie' card (docs/analytics.md): its funnel over the last 30 days from GET /api/analytics/events/{id}:
 * views → ticket dialog → checkout → paid as bars with the rate between each step, the same per day as a table, the
 * top referrer domains and the share of visits that came through a link shared to WhatsApp. Loaded lazily by
 * EventEdit (the back office's first-load budget), and only for roles the access table lets read it.
 */
import { useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { intlLocale } from '#domain/format'
import type { FunnelCounts } from '#domain/analytics'
import { apiJson } from './api'

const c = (name: string) => `resources.events.conversion.${name}`

interface FunnelDay extends FunnelCounts {
  day: string
}

export interface EventFunnel extends FunnelCounts {
  from: string
  to: string
  rates: {
    dialogPerView: number | null
    checkoutPerDialog: number | null
    paidPerCheckout: number | null
    paidPerVisit: number | null
    whatsappShare: number | null
  }
  days: FunnelDay[]
  referrers: { domain: string; views: number }[]
}

const STEPS = [
  { key: 'views', label: 'views', rate: null },
  { key: 'dialogOpens', label: 'dialog', rate: 'dialogPerView' },
  { key: 'checkoutsStarted', label: 'checkout', rate: 'checkoutPerDialog' },
  { key: 'paid', label: 'paid', rate: 'paidPerCheckout' },
] as const

export default function ConversionCard({ eventId }: { eventId: number }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [funnel, setFunnel] = useState<EventFunnel | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    let alive = true
    apiJson<{ data: EventFunnel }>(`/api/analytics/events/${eventId}`)
      .then((answer) => alive && setFunnel(answer.data))
      .catch((error: unknown) => alive && setFailed(error instanceof Error ? error.message : String(error)))
    return () => {
      alive = false
    }
  }, [eventId])

  const percent = (value: number | null) =>
    value === null ? '–' : new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(value)
  const number = (value: number) => new Intl.NumberFormat(intlLocale(locale)).format(value)
  const dayLabel = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' })

  return (
    <Card data-testid="conversion-card">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate(c('title'))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(c('period'))}
          </Typography>
        </Box>
        {failed && <Alert severity="error">{failed}</Alert>}
        {!funnel && !failed && <Skeleton variant="rounded" height={160} />}
        {funnel && (
          <>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} aria-label={translate(c('title'))}>
              {STEPS.map((step) => {
                const value = funnel[step.key]
                const width = funnel.views > 0 ? Math.max(2, (value / funnel.views) * 100) : 2
                return (
                  <Box component="li" key={step.key} data-testid={`conversion-step-${step.label}`}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Typography variant="body2">{translate(c(`steps.${step.label}`))}</Typography>
                      <Typography
                        variant="body2"
                        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
                        data-testid={`conversion-count-${step.label}`}
                      >
                        {number(value)}
                      </Typography>
                    </Stack>
                    <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }} aria-hidden="true">
                      <Box sx={{ height: '100%', width: `${Math.min(100, width)}%`, bgcolor: 'primary.main', borderRadius: 5 }} />
                    </Box>
                    {step.rate && (
                      <Typography variant="caption" color="text.secondary">
                        {translate(c('of_previous'), { rate: percent(funnel.rates[step.rate]) })}
                      </Typography>
                    )}
                  </Box>
                )
              })}
            </Box>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Chip label={translate(c('visits'), { visits: number(funnel.visits) })} variant="outlined" />
              <Chip
                label={translate(c('paid_per_visit'), { rate: percent(funnel.rates.paidPerVisit) })}
                variant="outlined"
                data-testid="conversion-paid-per-visit"
              />
              <Chip
                label={translate(c('whatsapp_share'), { rate: percent(funnel.rates.whatsappShare) })}
                variant="outlined"
                data-testid="conversion-whatsapp"
              />
            </Stack>
            {funnel.days.length === 0 ? (
              <Typography color="text.secondary" data-testid="conversion-empty">
                {translate(c('empty'))}
              </Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table
                  size="small"
                  data-testid="conversion-days"
                  sx={{ '& th, & td': { px: { xs: 0.75, sm: 1 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(c('day'))}</TableCell>
                      {STEPS.map((step) => (
                        <TableCell key={step.key} align="right">
                          {translate(c(`short.${step.label}`))}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {[...funnel.days].reverse().map((day) => (
                      <TableRow key={day.day}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayLabel.format(new Date(`${day.day}T12:00:00Z`))}</TableCell>
                        {STEPS.map((step) => (
                          <TableCell key={step.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {number(day[step.key])}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            <Box>
              <Typography variant="subtitle2" component="h3">
                {translate(c('referrers'))}
              </Typography>
              {funnel.referrers.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {translate(c('no_referrers'))}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="conversion-referrers">
                  {funnel.referrers.map((referrer) => (
                    <li key={referrer.domain}>
                      <Typography variant="body2">
                        {referrer.domain}: {translate(c('referrer_views'), { smart_count: referrer.views, views: number(referrer.views) })}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  )
}
