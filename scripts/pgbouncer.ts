/*
 * A real PgBouncer in transaction pooling mode in front of a cluster, for the fault suite and the benches: Debian's
 * `pgbouncer` when it is on PATH (the project does not install it). Its admin console (database 'pgbouncer') reports
 * how many transactions it carried.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

export interface PgBouncer {
  /** DATABASE_URL through the pooler. */
  url: string
  /** Transactions and queries it passed on for the database, from SHOW STATS. */
  stats(): Promise<{ transactions: number; queries: number }>
  stop(): Promise<void>
}

/** The pgbouncer binary on PATH (or /usr/sbin, where Debian puts it), or null. */
export function findPgBouncer(): string | null {
  for (const candidate of ['pgbouncer', '/usr/sbin/pgbouncer']) {
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' })
    if (probe.status === 0) return candidate
  }
  return null
}

/** PgBouncer on 127.0.0.1:`port` for the database of `upstreamUrl`, pool_mode transaction, `poolSize` server connections. */
export async function startPgBouncer(options: {
  binary: string
  dir: string
  port: number
  upstreamUrl: string
  poolSize?: number
}): Promise<PgBouncer> {
  const upstream = new URL(options.upstreamUrl)
  const database = upstream.pathname.slice(1)
  const user = decodeURIComponent(upstream.username)
  const password = decodeURIComponent(upstream.password)
  mkdirSync(options.dir, { recursive: true })
  chmodSync(options.dir, 0o755)
  const usersFile = join(options.dir, 'userlist.txt')
  writeFileSync(usersFile, `"${user}" "${password}"\n`, { mode: 0o644 })
  const ini = join(options.dir, 'pgbouncer.ini')
  writeFileSync(
    ini,
    [
      '[databases]',
      `${database} = host=${upstream.hostname} port=${upstream.port || 5432} dbname=${database} user=${user} password=${password}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${options.port}`,
      'unix_socket_dir =',
      'auth_type = plain',
      `auth_file = ${usersFile}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 10}`,
      'max_client_conn = 500',
      // PgBouncer refuses to run as root: as root it drops to the postgres user the embedded cluster runs as.
      ...(process.getuid?.() === 0 ? ['user = postgres'] : []),
      '',
    ].join('\n'),
    { mode: 0o644 }
  )
  let output = ''
  const child: ChildProcess = spawn(options.binary, [ini], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)))
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const credentials = `${encodeURIComponent(user)}:${encodeURIComponent(password)}`
  const url = `postgres://${credentials}@127.0.0.1:${options.port}/${database}`
  const adminUrl = `postgres://${credentials}@127.0.0.1:${options.port}/pgbouncer`

  const deadline = Date.now() + 15_000
  for (;;) {
    const probe = new pg.Client({ connectionString: url })
    try {
      await probe.connect()
      await probe.query('SELECT 1')
      await probe.end()
      break
    } catch (error) {
      await probe.end().catch(() => {})
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`PgBouncer did not accept connections: ${(error as Error).message}\n${output}`, { cause: error })
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  return {
    url,
    async stats() {
      // The admin console speaks the simple query protocol only.
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      try {
        const result = await admin.query({ text: 'SHOW STATS', rowMode: 'array' })
        const names = result.fields.map((field) => field.name)
        const row = result.rows.find((r) => r[names.indexOf('database')] === database) ?? []
        return {
          transactions: Number(row[names.indexOf('total_xact_count')] ?? 0),
          queries: Number(row[names.indexOf('total_query_count')] ?? 0),
        }
      } finally {
        await admin.end()
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
