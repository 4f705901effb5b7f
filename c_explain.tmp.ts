import pg from 'pg'
import { startCluster } from './scripts/product_process.ts'
import { readFileSync } from 'node:fs'
const cluster = await startCluster({ dir: '/tmp/suritickets-bench-organizer-stats-54439', port: 54439 })
const db = new pg.Pool({ connectionString: cluster.url, max: 1 })
try {
  for (const file of process.argv.slice(2)) {
    const sql = readFileSync(file, 'utf8')
    const times: number[] = []
    for (let i = 0; i < 8; i++) {
      const client = await db.connect()
      await client.query(process.env.WM ? `SET work_mem = '${process.env.WM}'` : 'SELECT 1')
      const r = await client.query('EXPLAIN (ANALYZE, FORMAT JSON) ' + sql)
      client.release()
      times.push(r.rows[0]['QUERY PLAN'][0]['Execution Time'])
      if (i === 7 && process.env.PLAN) console.log(JSON.stringify(r.rows[0]['QUERY PLAN'][0].Plan).slice(0, 3000))
    }
    times.sort((a, b) => a - b)
    if (file.endsWith('q0.sql')) console.log((await db.query(sql)).rows); console.log(file, 'median', times[4].toFixed(1), 'min', times[0].toFixed(1))
  }
} finally { await db.end(); await cluster.stop() }
