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
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { calendarDate, calendarDay, surinameMidnight } from '#domain/event_date_filter'
import { SOLD_AT } from '#services/aggregates/sale_facts'

export interface HistorySplit {
  /** Suriname's today, 'YYYY-MM-DD'. */
  today: string
  /** The past days read from the aggregates, oldest first ('YYYY-MM-DD'). */
  aggregated: string[]
  /** SQL over orders `o`: the order's moment of sale is counted live. */
  liveSql: string
  liveBindings: Date[]
  /**
   * SQL: `column` (a date) is one of the aggregated days, as runs of consecutive days (a thousand days are one or a
   * few ranges, which an index or a scan checks cheaply; `= ANY` of a thousand dates cost ~0.2 s per statement).
   */
  aggregatedSql: (column: string) => string
  aggregatedBindings: string[]
}

/** Runs of consecutive days, as [first, last] day numbers. */
function runsOf(aggregated: string[]): [number, number][] {
  const numbers = aggregated.map((day) => calendarDay(day)!)
  const runs: [number, number][] = []
  for (const number of numbers) {
    const last = runs.at(-1)
    if (last && number === last[1] + 1) last[1] = number
    else runs.push([number, number])
  }
  return runs
}

/**
 * The split as of now. `useAggregates` false: nothing from the aggregates (the fully live count, which the
 * equality tests and the bench compare against). `client`: a run's transaction reads the days it has just rebuilt.
 */
export async function historySplit(useAggregates = true, client: Pick<TransactionClientContract, 'rawQuery'> = db): Promise<HistorySplit> {
  const zone = DISPLAY_TIME_ZONE
  const result = await client.rawQuery(
    `SELECT to_char((now() AT TIME ZONE ?)::date, 'YYYY-MM-DD') AS today,
            coalesce((SELECT array_agg(to_char(a.day, 'YYYY-MM-DD') ORDER BY a.day) FROM aggregate_days a
                      WHERE ? AND a.day < (now() AT TIME ZONE ?)::date
                        AND NOT EXISTS (SELECT 1 FROM aggregate_day_changes c WHERE c.day = a.day)), '{}') AS aggregated`,
    [zone, useAggregates, zone]
  )
  const { today, aggregated } = result.rows[0] as { today: string; aggregated: string[] }
  const runs = runsOf(aggregated)
  return {
    today,
    aggregated,
    ...liveRanges(runs),
    aggregatedSql: (column) => (runs.length ? `(${runs.map(() => `${column} BETWEEN ?::date AND ?::date`).join(' OR ')})` : 'false'),
    aggregatedBindings: runs.flatMap(([first, last]) => [calendarDate(first), calendarDate(last)]),
  }
}

/** The moments outside the aggregated days, as ranges [from, to) of the moment of sale, unbounded at both ends. */
function liveRanges(runs: [number, number][]): { liveSql: string; liveBindings: Date[] } {
  if (runs.length === 0) return { liveSql: 'true', liveBindings: [] }
  const clauses = [`${SOLD_AT} < ?`]
  const bindings = [surinameMidnight(runs[0][0])]
  for (let n = 1; n < runs.length; n++) {
    clauses.push(`(${SOLD_AT} >= ? AND ${SOLD_AT} < ?)`)
    bindings.push(surinameMidnight(runs[n - 1][1] + 1), surinameMidnight(runs[n][0]))
  }
  clauses.push(`${SOLD_AT} >= ?`)
  bindings.push(surinameMidnight(runs.at(-1)![1] + 1))
  return { liveSql: `(${clauses.join(' OR ')})`, liveBindings: bindings }
}
