/*
 * `npm run bench:organizer-stats`: GET /api/organizers/{id}/stats for the organizer of the 100,000
 * seeded orders (scripts/bench/stats_bench.ts). Ports: BENCH_PORT (3439), BENCH_PG_PORT (54439).
 */
import { runStatsBench } from './stats_bench.ts'

await runStatsBench({
  name: 'GET /api/organizers/{id}/stats',
  port: 3439,
  pgPort: 54439,
  account: 'organizer',
  path: (organizerId) => `/api/organizers/${organizerId}/stats`,
  check: (data: { kpis: { ticketsSoldTotal: number; netRevenue: string; grossRevenue: string } }, direct) => {
    const { kpis } = data
    if (kpis.ticketsSoldTotal !== direct.sold || kpis.netRevenue !== direct.net) throw new Error('the stats differ from the direct count')
    return `stats: ${kpis.ticketsSoldTotal} tickets sold (direct count ${direct.sold}), gross SRD ${kpis.grossRevenue}, net SRD ${kpis.netRevenue} (direct ${direct.net})`
  },
})
