/*
 * A daily sales chart (the organizer's and the admin's dashboards): tickets per Suriname day as SVG bars in the
 * theme's colours, with each day's tickets and money as the bar's tooltip. Drawn by hand rather than with
 * @mui/x-charts: its BarChart alone weighs 94 KB gzip, which put /organizer-dashboard's first load over the
 * 300 KB budget (`npm run bench:backoffice-js`).
 */
import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { Box, Card, CardContent, Typography, useTheme } from '@mui/material'
import { useTranslate } from 'react-admin'
import { intlLocale } from '#domain/format'
import { useMoney } from '../inputs/AmountText'

/** One bar: a Suriname calendar day (yyyy-mm-dd) and the tickets sold on it. */
export interface ChartDay {
  date: string
  tickets: number
}

const HEIGHT = 220
const LEFT = 32
const BOTTOM = 24
const TOP = 8
const FONT_SIZE = 12

/** A round top for the axis: 1, 2, 5 × 10^n at or above the highest day. */
function axisTop(max: number): number {
  if (max <= 4) return Math.max(max, 1)
  const power = 10 ** Math.floor(Math.log10(max))
  return [1, 2, 5, 10].map((step) => step * power).find((value) => value >= max)!
}

/** The element's width in CSS pixels, so the text stays at its size on a phone and on a desktop. */
function useWidth<T extends Element>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    if (!ref.current) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}

interface SalesChartProps<Day extends ChartDay> {
  days: readonly Day[]
  locale: string
  /** The money of a day shown in its tooltip (net revenue for an organizer, gross volume for the platform). */
  amountOf: (day: Day) => string
  /** Translated: the chart's name (its accessible label) and the word for tickets. */
  title: string
  ticketsWord: string
}

export default function SalesChart<Day extends ChartDay>({ days, locale, amountOf, title, ticketsWord }: SalesChartProps<Day>) {
  const money = useMoney()
  const theme = useTheme()
  const [ref, width] = useWidth<HTMLDivElement>()
  const dayLabel = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' })
  // yyyy-mm-dd is already a Suriname calendar day: format it as that date, not as an instant.
  const label = (day: Day) => dayLabel.format(new Date(`${day.date}T12:00:00Z`))
  const top = axisTop(Math.max(...days.map((day) => day.tickets)))
  const slot = (width - LEFT) / days.length
  const plotHeight = HEIGHT - TOP - BOTTOM
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight
  const total = days.reduce((sum, day) => sum + day.tickets, 0)
  const ticks = top <= 1 ? [0, top] : [0, top / 2, top]
  const text = { fontSize: FONT_SIZE, fill: theme.palette.text.secondary }
  return (
    <Box ref={ref} sx={{ width: '100%', height: HEIGHT, mt: 1 }} data-testid="sales-chart">
      {width > 0 && (
        <svg width={width} height={HEIGHT} role="img" aria-label={`${title}: ${total} ${ticketsWord}`}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={width} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
              <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" {...text}>
                {tick}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = LEFT + index * slot
            const barTop = y(day.tickets)
            const last = index === days.length - 1
            return (
              <g key={day.date}>
                <rect
                  x={x + slot * 0.15}
                  y={barTop}
                  width={slot * 0.7}
                  height={TOP + plotHeight - barTop}
                  rx={2}
                  fill={last ? theme.palette.secondary.main : theme.palette.primary.main}
                >
                  <title>{`${label(day)}: ${day.tickets} ${ticketsWord.toLowerCase()} · ${money(amountOf(day))}`}</title>
                </rect>
                {(index % 7 === 0 || last) && (last || index < days.length - 4) && (
                  <text
                    x={index === 0 ? x : last ? x + slot : x + slot / 2}
                    y={HEIGHT - 6}
                    textAnchor={index === 0 ? 'start' : last ? 'end' : 'middle'}
                    {...text}
                  >
                    {label(day)}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
      )}
    </Box>
  )
}

interface SalesChartCardProps<Day extends ChartDay> extends Pick<SalesChartProps<Day>, 'days' | 'locale' | 'amountOf'> {
  /** The dashboard's chart texts: `${texts}.title`, `.tickets` and `.none` (no sale in the period). */
  texts: string
  /** A line under the title (e.g. the period's totals, as the server computed them). */
  summary?: ReactNode
}

/** The chart in its card with a title, or a line saying there were no sales. */
export function SalesChartCard<Day extends ChartDay>({ texts, summary, days, locale, amountOf }: SalesChartCardProps<Day>) {
  const translate = useTranslate()
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${texts}.title`)}
        </Typography>
        {summary && (
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        )}
        {days.every((day) => day.tickets === 0) ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {translate(`${texts}.none`)}
          </Typography>
        ) : (
          <SalesChart
            days={days}
            locale={locale}
            amountOf={amountOf}
            title={translate(`${texts}.title`)}
            ticketsWord={translate(`${texts}.tickets`)}
          />
        )}
      </CardContent>
    </Card>
  )
}
