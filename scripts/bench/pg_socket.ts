/*
 * `npm run bench:pg-socket`: small queries per second against the embedded PostgreSQL, over TCP (127.0.0.1) and
 * over its Unix socket, in one run on one cluster (bin/postgres.ts starts it with both). Each of CONNECTIONS
 * clients sends `SELECT $1::int` back to back for SECONDS per transport; the transports alternate twice so a
 * change in the machine's load does not favour one of them.
 */
import { mkdirSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../bin/postgres.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 4)
const SECONDS = Number(process.env.BENCH_SECONDS || 5)
const port = Number(process.env.BENCH_PG_PORT || 55231)
const dir = process.env.BENCH_DATA_DIR || join(tmpdir(), `suritickets-bench-pg-${port}`)
mkdirSync(dir, { recursive: true })
chmodSync(dir, 0o755)

const cluster = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port, database: 'suritickets' })
const socketUrl = cluster.url
const tcpUrl = `postgres://postgres:postgres@127.0.0.1:${port}/suritickets`

async function queriesPerSecond(url: string): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      return client
    })
  )
  let count = 0
  const until = performance.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        await client.query('SELECT $1::int AS n', [count])
        count++
      }
    })
  )
  const rate = count / ((performance.now() - started) / 1000)
  await Promise.all(clients.map((c) => c.end()))
  return rate
}

try {
  if (socketUrl === tcpUrl) throw new Error('this cluster has no Unix socket (data dir too deep for a socket path)')
  const runs: Record<'tcp' | 'socket', number[]> = { tcp: [], socket: [] }
  for (let round = 0; round < 2; round++) {
    runs.tcp.push(await queriesPerSecond(tcpUrl))
    runs.socket.push(await queriesPerSecond(socketUrl))
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  console.log(`\nSELECT $1::int, ${CONNECTIONS} connections, ${SECONDS} s per run, 2 runs per transport\n`)
  console.log(`${'transport'.padEnd(12)} ${'queries/s'.padStart(10)}   runs`)
  for (const name of ['tcp', 'socket'] as const) {
    console.log(`${name.padEnd(12)} ${mean(runs[name]).toFixed(0).padStart(10)}   ${runs[name].map((r) => r.toFixed(0)).join(', ')}`)
  }
  console.log(`\nratio socket/tcp = ${(mean(runs.socket) / mean(runs.tcp)).toFixed(2)}`)
} finally {
  await cluster.stop()
}
