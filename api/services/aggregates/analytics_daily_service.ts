/*
 * The event funnel per Suriname day (analytics_daily_stats, migration 0104), built from the raw analytics_events.
 * Raw rows are kept 90 days, these rows for good: so only RECENT days are ever rebuilt (the nightly job rebuilds
 * the last REBUILD_DAYS days), and a day once stored is never recomputed from raw rows that may be partly gone.
 * Readers take stored rows for older days and count today and yesterday live from the raw rows (dailyFunnel), so
 * the card is current without the job and stays fast: one indexed range per event.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { calendarDate, calendarDay, surinameDay, surinameMidnight } from '#domain/event_date_filter'
import { WHATSAPP_SOURCE, type FunnelCounts } from '#domain/analytics'

/** The nightly run rebuilds this many days up to yesterday: a lost night is caught up, far inside the 90 days. */
export const REBUILD_DAYS = 3
/** Days from today back that readers count live from raw rows (today and yesterday). */
export const LIVE_DAYS = 2
/** The referrer domains kept per event and day (the most frequent). */
export const REFERRERS_PER_DAY = 20

export interface DailyFunnel extends FunnelCounts {
  eventId: number
  day: string
  /** Page views per referrer domain that day. */
  referrers: Record<string, number>
}

/*
 * The funnel of raw rows in [from, to) per event and Suriname day. Visits are distinct visit ids with a page view;
 * WhatsApp visits those whose page view came with utm_source=whatsapp.
 */
const RAW_FUNNEL = `
  WITH raw AS (
    SELECT event_id, CAST(occurred_at AT TIME ZONE :zone AS date) AS day, name, session_id, properties
    FROM analytics_events
    WHERE event_id = ANY(CAST(:events AS integer[])) AND occurred_at >= :from AND occurred_at < :to
  ),
  counts AS (
    SELECT event_id, day,
      count(*) FILTER (WHERE name = 'page_view')::int AS views,
      count(DISTINCT session_id) FILTER (WHERE name = 'page_view')::int AS visits,
      count(*) FILTER (WHERE name = 'ticket_dialog_opened')::int AS dialog_opens,
      count(*) FILTER (WHERE name = 'checkout_started')::int AS checkouts_started,
      count(*) FILTER (WHERE name = 'hold_placed')::int AS holds,
      count(*) FILTER (WHERE name = 'payment_started')::int AS payments_started,
      count(*) FILTER (WHERE name = 'paid')::int AS paid,
      count(DISTINCT session_id) FILTER (WHERE name = 'page_view' AND properties->>'utmSource' = :whatsapp)::int AS whatsapp_visits
    FROM raw GROUP BY event_id, day
  ),
  domains AS (
    SELECT event_id, day, properties->>'referrer' AS domain, count(*)::int AS n,
      row_number() OVER (PARTITION BY event_id, day ORDER BY count(*) DESC, properties->>'referrer') AS rank
    FROM raw WHERE name = 'page_view' AND properties->>'referrer' IS NOT NULL
    GROUP BY event_id, day, properties->>'referrer'
  ),
  refs AS (
    SELECT event_id, day, jsonb_object_agg(domain, n) AS referrers FROM domains WHERE rank <= :perDay GROUP BY event_id, day
  )
  SELECT c.*, coalesce(r.referrers, CAST('{}' AS jsonb)) AS referrers
  FROM counts c LEFT JOIN refs r USING (event_id, day)
`

interface Row {
  event_id: number
  /** to_char(day, 'YYYY-MM-DD'): pg would make a date column a local-midnight Date. */
  day_text: string
  views: number
  visits: number
  dialog_opens: number
  checkouts_started: number
  holds: number
  payments_started: number
  paid: number
  whatsapp_visits: number
  referrers: Record<string, number>
}

function toFunnel(row: Row): DailyFunnel {
  return {
    eventId: row.event_id,
    day: row.day_text,
    views: row.views,
    visits: row.visits,
    dialogOpens: row.dialog_opens,
    checkoutsStarted: row.checkouts_started,
    holds: row.holds,
    paymentsStarted: row.payments_started,
    paid: row.paid,
    whatsappVisits: row.whatsapp_visits,
    referrers: row.referrers ?? {},
  }
}

function rawBindings(eventIds: number[], fromDay: number, toDay: number) {
  return {
    zone: DISPLAY_TIME_ZONE,
    events: `{${eventIds.join(',')}}`,
    from: surinameMidnight(fromDay),
    to: surinameMidnight(toDay + 1),
    whatsapp: WHATSAPP_SOURCE,
    perDay: REFERRERS_PER_DAY,
  }
}

/** The funnel counted from raw rows, days fromDay..toDay (day numbers, both included). */
export async function rawDailyFunnel(eventIds: number[], fromDay: number, toDay: number, client: QueryClientContract = db.connection()) {
  if (eventIds.length === 0 || toDay < fromDay) return []
  const result = await client.rawQuery(
    `SELECT f.*, to_char(f.day, 'YYYY-MM-DD') AS day_text FROM (${RAW_FUNNEL}) f ORDER BY f.day, f.event_id`,
    rawBindings(eventIds, fromDay, toDay)
  )
  return (result.rows as Row[]).map(toFunnel)
}

/**
 * Rebuilds the stored days from (lastDay - REBUILD_DAYS + 1) to lastDay ('YYYY-MM-DD') for every event with raw rows
 * then, in one statement. Returns the rows written. Older days are never touched.
 */
export async function rebuildAnalyticsDays(lastDay: string): Promise<number> {
  const last = calendarDay(lastDay)
  if (last === null) throw new Error(`Not a day: ${lastDay}`)
  const first = last - REBUILD_DAYS + 1
  const result = await db.rawQuery(
    `
    WITH fresh AS (${RAW_FUNNEL.replace('event_id = ANY(CAST(:events AS integer[])) AND ', '')})
    INSERT INTO analytics_daily_stats AS s
      (event_id, day, views, visits, dialog_opens, checkouts_started, holds, payments_started, paid, whatsapp_visits, referrers, updated_at)
    SELECT f.event_id, f.day, f.views, f.visits, f.dialog_opens, f.checkouts_started, f.holds, f.payments_started, f.paid,
      f.whatsapp_visits, f.referrers, now()
    FROM fresh f JOIN events e ON e.id = f.event_id
    ON CONFLICT (event_id, day) DO UPDATE SET
      views = excluded.views, visits = excluded.visits, dialog_opens = excluded.dialog_opens,
      checkouts_started = excluded.checkouts_started, holds = excluded.holds, payments_started = excluded.payments_started,
      paid = excluded.paid, whatsapp_visits = excluded.whatsapp_visits, referrers = excluded.referrers, updated_at = now()
    `,
    { ...rawBindings([], first, last) }
  )
  return result.rowCount ?? 0
}

/**
 * The funnel per event and day over days fromDay..toDay: stored rows before the live window, raw rows inside it
 * (today and yesterday in Suriname, `now` for tests). Days without any step are left out.
 */
export async function dailyFunnel(eventIds: number[], fromDay: number, toDay: number, now = new Date()): Promise<DailyFunnel[]> {
  if (eventIds.length === 0 || toDay < fromDay) return []
  const liveFrom = surinameDay(now) - LIVE_DAYS + 1
  const storedTo = Math.min(toDay, liveFrom - 1)
  const stored =
    storedTo >= fromDay
      ? ((
          await db.rawQuery(
            `SELECT *, to_char(day, 'YYYY-MM-DD') AS day_text FROM analytics_daily_stats WHERE event_id = ANY(CAST(? AS integer[])) AND day BETWEEN CAST(? AS date) AND CAST(? AS date) ORDER BY day, event_id`,
            [`{${eventIds.join(',')}}`, calendarDate(fromDay), calendarDate(storedTo)]
          )
        ).rows as Row[])
      : []
  const live = await rawDailyFunnel(eventIds, Math.max(fromDay, liveFrom), toDay)
  return [...stored.map(toFunnel), ...live]
}
