/*
 * How the dashboards split their figures (organizer, agent and admin stats): the past Suriname days that are up to
 * date come from the daily aggregates, every other moment is counted live from orders and tickets by the same
 * definitions (aggregation_service.ts), and the two are summed in SQL, so the answer equals a fully live count.
 *
 * A past day (before today in America/Paramaribo) is up to date when a run rebuilt it (aggregate_days) and nothing
 * changed it since (no aggregate_day_changes row; triggers note every change in its own transaction, migration 0103).
 * Everything else is live: today, the future (an order dated ahead), a day never aggregated (a fresh install before
 * its backfill) and a day changed after its run (a late refund whose day run is still pending). Live moments are
 * given to SQL as ranges of the moment of sale, so the orders' index on it (migration 0064) finds them.
 *
 * Bindings are positional: knex reads ':name' inside PostgreSQL's '::type' casts as a named binding.
 */
import db from '@adonisjs/lucid/services/db'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { calendarDay, surinameMidnight } from '#domain/event_date_filter'
import { SOLD_AT } from '#services/aggregates/aggregation_service'

export interface HistorySplit {
  /** Suriname's today, 'YYYY-MM-DD'. */
  today: string
  /** The past days read from the aggregates, oldest first ('YYYY-MM-DD'). */
  aggregated: string[]
  /** SQL over orders `o`: the order's moment of sale is counted live. */
  liveSql: string
  liveBindings: Date[]
}

/**
 * The split as of now. `useAggregates` false: nothing from the aggregates (the fully live count, which the
 * equality tests and the bench compare against).
 */
export async function historySplit(useAggregates = true): Promise<HistorySplit> {
  const zone = DISPLAY_TIME_ZONE
  const result = await db.rawQuery(
    `SELECT to_char((now() AT TIME ZONE ?)::date, 'YYYY-MM-DD') AS today,
            coalesce((SELECT array_agg(to_char(a.day, 'YYYY-MM-DD') ORDER BY a.day) FROM aggregate_days a
                      WHERE ? AND a.day < (now() AT TIME ZONE ?)::date
                        AND NOT EXISTS (SELECT 1 FROM aggregate_day_changes c WHERE c.day = a.day)), '{}') AS aggregated`,
    [zone, useAggregates, zone]
  )
  const { today, aggregated } = result.rows[0] as { today: string; aggregated: string[] }
  return { today, aggregated, ...liveRanges(aggregated) }
}

/** The moments outside the aggregated days, as ranges [from, to) of the moment of sale, unbounded at both ends. */
function liveRanges(aggregated: string[]): { liveSql: string; liveBindings: Date[] } {
  const numbers = aggregated.map((day) => calendarDay(day)!)
  const clauses: string[] = []
  const bindings: Date[] = []
  let from: Date | null = null
  for (let n = 0; n < numbers.length; n++) {
    const first = numbers[n]
    while (n + 1 < numbers.length && numbers[n + 1] === numbers[n] + 1) n++
    const start = surinameMidnight(first)
    if (from) {
      clauses.push(`(${SOLD_AT} >= ? AND ${SOLD_AT} < ?)`)
      bindings.push(from, start)
    } else {
      clauses.push(`${SOLD_AT} < ?`)
      bindings.push(start)
    }
    from = surinameMidnight(numbers[n] + 1)
  }
  if (!from) return { liveSql: 'true', liveBindings: [] }
  clauses.push(`${SOLD_AT} >= ?`)
  bindings.push(from)
  return { liveSql: `(${clauses.join(' OR ')})`, liveBindings: bindings }
}
