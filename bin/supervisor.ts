/*
 * WEB_CONCURRENCY=N (N > 1): the primary process of `npm start`. It starts what must exist once per machine (the
 * embedded PostgreSQL unless DATABASE_URL is set, and outside production the SMTP sink), lets the first worker
 * migrate and load the demo data (DB_AUTO_SETUP) before the others start, and forks N workers (bin/server.ts) that
 * share one port through node:cluster. A worker that dies is replaced, after a back-off that grows while workers
 * keep dying young. SIGINT/SIGTERM stop the workers first, then the mail sink, then PostgreSQL.
 *
 * Every worker runs pg-boss: pg-boss hands each job to one process through the database, schedules are upserts, and the
 * minute sweeps are 'exclusive' queues. The start's one-off catch-ups run in worker slot 0 only (start/jobs.ts).
 * GET /metrics in any worker asks this process, which gathers every worker's registry (prom-client's
 * AggregatorRegistry) and answers with the cluster's figures.
 */
import cluster, { type Worker } from 'node:cluster'
import { createRequire } from 'node:module'
import { prettyPrintError } from '@adonisjs/core'
import { startProductDatabase, ClusterInUseError, type EmbeddedDatabase } from './postgres.js'
import { startDevelopmentMailSink } from './dev_mail_sink.js'
import type { SmtpSink } from '../api/services/messaging/smtp_sink.js'

/** A worker tells its supervisor it listens (bin/server.ts). */
export const WORKER_READY = 'suritickets:ready'
/** The metrics messages of api/services/server/metrics.ts (not imported here: that module loads the app's database). */
const METRICS_REQUEST = 'suritickets:metrics-request'
const METRICS_ANSWER = 'suritickets:metrics-answer'

/** The first restart waits this long; each death within YOUNG_MS of its start doubles it, up to MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 250
const MAX_BACKOFF_MS = 30_000
const YOUNG_MS = 30_000
/** How long a worker gets to finish its requests on shutdown before it is killed. */
const STOP_GRACE_MS = 15_000

interface Slot {
  worker: Worker | null
  startedAt: number
  backoffMs: number
}

export async function supervise(options: { workers: number; port: string | number; appRoot: URL }) {
  const { workers: count, port } = options
  let embedded: EmbeddedDatabase | undefined
  let mailSink: SmtpSink | undefined
  let stopping = false
  const slots: Slot[] = Array.from({ length: count }, () => ({ worker: null, startedAt: 0, backoffMs: FIRST_BACKOFF_MS }))

  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    const running = slots.map((slot) => slot.worker).filter((worker): worker is Worker => worker !== null && !worker.isDead())
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const hung = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS)
            worker.once('exit', () => {
              clearTimeout(hung)
              resolve()
            })
            worker.process.kill('SIGTERM')
          })
      )
    )
    try {
      await mailSink?.close()
      await embedded?.stop()
    } catch (error) {
      prettyPrintError(error)
    }
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))

  try {
    if (!process.env.DATABASE_URL) {
      embedded = await startProductDatabase(port)
      process.env.DATABASE_URL = embedded.url
    }
    mailSink = await startDevelopmentMailSink((name) => process.env[name], options.appRoot)
    if (mailSink) {
      process.env.SMTP_HOST = mailSink.host
      process.env.SMTP_PORT = String(mailSink.port)
      process.env.SMTP_SECURE = 'false'
    }
  } catch (error) {
    if (error instanceof ClusterInUseError) console.error(`\n  ${error.message}\n`)
    else prettyPrintError(error)
    return stop(1)
  }
  process.env.API_URL ??= `http://127.0.0.1:${port}`
  const autoSetup = process.env.DB_AUTO_SETUP ?? 'true'

  // The workers' metrics, gathered on request of whichever worker was scraped.
  const { AggregatorRegistry } = createRequire(import.meta.url)('prom-client') as typeof import('prom-client')
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_REQUEST) return
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: Error) => worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message })
    )
  })

  // The first worker migrates and seeds (until one has listened, a replacement of it does it again); the others start
  // once it listens, on a ready database.
  let setupDone = false
  let setupReady: () => void = () => {}
  const firstReady = new Promise<void>((resolve) => (setupReady = resolve))

  const fork = (index: number) =>
    new Promise<boolean>((resolve) => {
      const slot = slots[index]
      const setup = index === 0 && !setupDone
      const worker = cluster.fork({ WORKER_SLOT: String(index), DB_AUTO_SETUP: setup ? autoSetup : 'false' })
      slot.worker = worker
      slot.startedAt = Date.now()
      worker.on('message', (message: { type?: string }) => {
        if (message?.type !== WORKER_READY) return
        if (setup) {
          setupDone = true
          setupReady()
        }
        resolve(true)
      })
      worker.once('exit', (code, signal) => {
        resolve(false)
        if (slot.worker === worker) slot.worker = null
        if (stopping) return
        const young = Date.now() - slot.startedAt < YOUNG_MS
        slot.backoffMs = young ? Math.min(MAX_BACKOFF_MS, slot.backoffMs * 2) : FIRST_BACKOFF_MS
        const wait = young ? slot.backoffMs : FIRST_BACKOFF_MS
        console.error(
          `  Werkproces ${worker.process.pid} (plaats ${index}) is gestopt (${signal ?? `code ${code}`}); een nieuw start over ${wait} ms`
        )
        setTimeout(() => {
          if (!stopping) void fork(index)
        }, wait)
      })
    })

  void fork(0)
  await firstReady
  const started = await Promise.all(slots.slice(1).map((_slot, index) => fork(index + 1)))
  if (!stopping && started.every(Boolean)) {
    const pids = slots.map((slot) => slot.worker?.process.pid).join(', ')
    console.log(
      `\n  Suriname Tickets draait op http://localhost:${port}/ met ${count} werkprocessen (${pids})  (back office: /admin/, API: /api/health)\n`
    )
  }
}
