/*
 * Starts the real product (bin/server.ts) for a benchmark on its own port and embedded cluster,
 * kept between runs under the OS temp dir so demo data is seeded once. BENCH_PORT, BENCH_PG_PORT
 * and BENCH_DATA_DIR override the defaults (when other runs use those ports); BENCH_PROFILE_DIR writes a CPU profile.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { embeddedDatabaseUrl } from '../../bin/postgres.ts'

export async function startProduct(defaultPort: number, defaultPgPort: number) {
  const port = Number(process.env.BENCH_PORT || defaultPort)
  const pgPort = Number(process.env.BENCH_PG_PORT || defaultPgPort)
  const dir = process.env.BENCH_DATA_DIR || join(tmpdir(), `suritickets-bench-${port}`)
  mkdirSync(dir, { recursive: true })
  chmodSync(dir, 0o755)
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PG_PORT: String(pgPort),
      PG_DATA_DIR: join(dir, 'pg'),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      DATABASE_URL: '',
      // BENCH_PROFILE_DIR=/some/dir: a CPU profile of the server, written when it stops.
      ...(process.env.BENCH_PROFILE_DIR
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-interval=250 --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  process.once('SIGINT', () => void stop().then(() => process.exit(130)))
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      // The bench's own pool reaches the cluster the way the server does (its Unix socket when it has one).
      if ((await fetch(`${base}/api/health`)).ok)
        return { base, stop, databaseUrl: embeddedDatabaseUrl(join(dir, 'pg'), pgPort, 'suritickets') }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  await stop()
  throw new Error('the server did not become healthy within 120 s')
}
