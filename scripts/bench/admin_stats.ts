/*
 * `npm run bench:admin-stats`: GET /api/admin/stats, the platform's figures over the 100,000 seeded
 * orders (scripts/bench/stats_bench.ts), read by an admin. Ports: BENCH_PORT (3440), BENCH_PG_PORT (54440).
 */
import type { AdminStats } from '../../domain/admin_stats.ts'
import { runStatsBench } from './stats_bench.ts'

await runStatsBench({
  name: 'GET /api/admin/stats',
  port: 3440,
  pgPort: 54440,
  account: 'admin',
  path: () => '/api/admin/stats',
  check: (data: AdminStats, direct) => {
    // Every seeded sale is of the last 60 days: the all-time fees are every sold order's.
    if (data.platformFees.total !== direct.platformFees) throw new Error('the platform fees differ from the direct count')
    if (data.recentOrders.length !== 10) throw new Error('the latest orders are missing')
    return `stats: platform fees SRD ${data.platformFees.total} (direct ${direct.platformFees}), 30 days: ${data.sales.last30Days.tickets} tickets, gross SRD ${data.sales.last30Days.gross}`
  },
})
