/*
 * The real product as child processes, for the benches and the fault suite: an embedded PostgreSQL
 * cluster started on its own (so it outlives a server that is SIGKILLed, and can itself be crashed and
 * started again) and any number of `bin/server.ts` processes pointed at it with DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../bin/postgres.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const PROBE = fileURLToPath(new URL('./process_probe.ts', import.meta.url))

export interface Cluster {
  url: string
  /** SIGQUIT to the postmaster (what `pg_ctl stop -m immediate` sends): no checkpoint, crash recovery on the next start. */
  crash(): Promise<void>
  start(): Promise<void>
  stop(): Promise<void>
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A cluster in `dir` (under the OS temp dir, so the postgres user can reach it); `fresh` starts from an empty one. */
export async function startCluster(options: { dir: string; port: number; fresh?: boolean }): Promise<Cluster> {
  const dataDir = join(options.dir, 'pg')
  if (options.fresh) rmSync(options.dir, { recursive: true, force: true })
  mkdirSync(options.dir, { recursive: true })
  chmodSync(options.dir, 0o755)
  let db: EmbeddedDatabase | null = null
  const start = async () => {
    db = await startEmbeddedPostgres({ dataDir, port: options.port, database: 'suritickets', log: (line) => console.error(line) })
  }
  await start()
  return {
    url: db!.url,
    start,
    async crash() {
      const pidFile = join(dataDir, 'postmaster.pid')
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0
      if (!pid) throw new Error('no postmaster.pid: the cluster is not running')
      process.kill(pid, 'SIGQUIT')
      await waitUntil(() => !alive(pid), 10_000, 'the postmaster did not stop')
      db = null
    },
    async stop() {
      await db?.stop()
      db = null
    },
  }
}

export interface ServerProcess {
  base: string
  port: number
  child: ChildProcess
  /** Sends the signal and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Its stdout and stderr (only when started `quiet`) written after `mark` (an outputMark()), at most the last 200 KB. */
  output(mark?: number): string
  outputMark(): number
  /** CPU seconds the process has used so far (user + system, from /proc; 0 where there is no /proc). */
  cpuSeconds(): number
  /** RSS and heap of the server itself, after a full GC (needs `probe`). */
  memory(): Promise<NodeJS.MemoryUsage>
  /** Its event loop's delay and utilisation since the last call (needs `probe`). */
  eventLoop(): Promise<EventLoopStats>
  /** The SQL statements it sent since the last call, most frequent first (needs `probe` and PROBE_COUNT_QUERIES=1). */
  statements(): Promise<[string, number][]>
}

/**
 * `bin/server.ts` on `port` against `databaseUrl`; resolves once /api/health answers 200. Its stderr is
 * passed through unless `quiet` (then both streams are kept for output()); `probe` adds an IPC channel
 * through which memory() asks the process itself.
 */
export async function startServer(options: {
  port: number
  databaseUrl: string
  env?: Record<string, string>
  quiet?: boolean
  probe?: boolean
  readyTimeoutMs?: number
}): Promise<ServerProcess> {
  const args = ['--import=@poppinss/ts-exec']
  if (options.probe) args.push('--expose-gc', `--import=${PROBE}`)
  const child = spawn(process.execPath, [...args, 'bin/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'pipe' : 'ignore', options.quiet ? 'pipe' : 'inherit', ...(options.probe ? (['ipc'] as const) : [])],
  })
  let output = ''
  let written = 0
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    written += text.length
    output = (output + text).slice(-200_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${options.port}`
  const server: ServerProcess = {
    base,
    port: options.port,
    child,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      // A shutdown that hangs (seen: waiting on keep-alive sockets) must not hang the bench or the suite.
      const hung = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(hung)
    },
    cpuSeconds: () => processCpuSeconds(child.pid),
    output: (mark = 0) => (written > mark ? output.slice(-Math.min(output.length, written - mark)) : ''),
    outputMark: () => written,
    memory: () => ask<NodeJS.MemoryUsage>(child, 'memory'),
    eventLoop: () => ask<EventLoopStats>(child, 'loop'),
    statements: () => ask<{ statements: [string, number][] }>(child, 'queries').then((answer) => answer.statements),
  }
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await server.kill()
  throw new Error(`the server on port ${options.port} did not become healthy${output ? `:\n${output.slice(-4000)}` : ''}`)
}

export interface EventLoopStats {
  p50: number
  p99: number
  max: number
  utilisation: number
}

/** One question to script./process_probe.ts in the server, over the IPC channel. */
function ask<T>(child: ChildProcess, question: 'memory' | 'loop' | 'queries'): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', answer)
      reject(new Error(`the server did not answer '${question}'`))
    }, 5000)
    // AdonisJS sends its own messages over the same channel (e.g. when it is ready): only the probe's answer counts.
    const answer = (message: unknown) => {
      if ((message as { probe?: string } | null)?.probe !== question) return
      clearTimeout(timer)
      child.off('message', answer)
      resolve(message as T)
    }
    child.on('message', answer)
    child.send(question)
  })
}

/**
 * CPU seconds a PostgreSQL cluster has used so far: the postmaster, its live children (backends, walwriter, …) and the
 * children that already ended (the postmaster's cutime and cstime). From /proc; 0 where there is none.
 */
export function clusterCpuSeconds(dataDir: string): number {
  try {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    const stat = (pid: number | string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const own = stat(postmaster)
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const fields = stat(entry)
        // Field 4 (the parent's pid) is the second after the name.
        if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12])
      } catch {
        // ended meanwhile
      }
    }
    return ticks / 100
  } catch {
    return 0
  }
}

function processCpuSeconds(pid: number | undefined): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime and stime in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/**
 * The settings every bench and the fault suite start the product with: simulated buyers come from their
 * own X-Forwarded-For address (believed from 127.0.0.1 only), the Uni5Pay+ sandbox, no demo data, and
 * mail and WhatsApp kept in `dir` rather than the checkout.
 */
export function testProductEnv(dir: string): Record<string, string> {
  return {
    TRUSTED_PROXIES: '127.0.0.1',
    UNI5PAY_MODE: 'sandbox',
    DEMO_DATA: 'false',
    MAIL_SINK_DIR: join(dir, 'mail'),
    WHATSAPP_SINK_DIR: join(dir, 'whatsapp'),
  }
}

/** Distinct client addresses for simulated buyers (10.x.y.z), sent as X-Forwarded-For to a server that trusts 127.0.0.1. */
export function clientAddress(n: number): string {
  const m = n + 1
  return `10.${(m >> 16) & 255}.${(m >> 8) & 255}.${m & 255}`
}
