/*
 * The process's Prometheus metrics (prom-client): one registry per API process. The figures that the sale
 * itself reads (the waiting room's 'automatic' admission rate) come from the same histograms an operator
 * scrapes, so what the dashboard shows is what the room acts on.
 */
import cluster from 'node:cluster'
import db from '@adonisjs/lucid/services/db'
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

export const registry = new Registry()

/** Seconds per API request, by the route's pattern (never the raw URL: ids would explode the label set). */
export const httpRequestSeconds = new Histogram({
  name: 'suritickets_http_request_duration_seconds',
  help: 'API request duration by route pattern, method and status class',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5],
  registers: [registry],
})

/** Seconds a hold (POST /api/tickets/reserve) took, per event. */
export const holdSeconds = new Histogram({
  name: 'suritickets_hold_duration_seconds',
  help: 'Ticket hold duration per event',
  labelNames: ['event'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5],
  registers: [registry],
})

/** Seconds a purchase took (a free purchase, or a paid checkout's creation), per event. */
export const purchaseSeconds = new Histogram({
  name: 'suritickets_purchase_duration_seconds',
  help: 'Purchase (free) or checkout creation (paid) duration per event',
  labelNames: ['event', 'kind'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5],
  registers: [registry],
})

/** Holds, sales (tickets) and refusals per event. */
export const stockOutcomes = new Counter({
  name: 'suritickets_stock_outcomes_total',
  help: 'Holds placed, tickets sold and refusals per event',
  labelNames: ['event', 'outcome'] as const,
  registers: [registry],
})

/*
 * The per-event series are kept for the EVENT_SERIES_LIMIT events most recently held or sold in this process: the
 * series of an event that drops out are removed, so the label set stays bounded however many events the platform
 * sells over the process's life. A sale in progress is touched with every hold, so its series stay.
 */
export const EVENT_SERIES_LIMIT = 100

/** The metrics with an `event` label, by a short name. */
const EVENT_METRICS: Record<'hold' | 'purchase' | 'outcome', { remove(labels: Record<string, string>): void }> = {
  hold: holdSeconds,
  purchase: purchaseSeconds,
  outcome: stockOutcomes,
}
type EventMetric = keyof typeof EVENT_METRICS
/** Per event (oldest first: a Map keeps insertion order), the label sets it used, by metric and labels. */
const recentEvents = new Map<string, Map<string, { metric: EventMetric; labels: Record<string, string> }>>()

function keepEventSeries(metric: EventMetric, labels: { event: string } & Record<string, string>) {
  let series = recentEvents.get(labels.event)
  if (series) recentEvents.delete(labels.event)
  else series = new Map()
  recentEvents.set(labels.event, series)
  series.set(`${metric}|${JSON.stringify(labels)}`, { metric, labels })
  while (recentEvents.size > EVENT_SERIES_LIMIT) {
    const oldest = recentEvents.keys().next().value as string
    const itsSeries = recentEvents.get(oldest)!
    recentEvents.delete(oldest)
    for (const { metric: of, labels: its } of itsSeries.values()) EVENT_METRICS[of].remove(its)
  }
}

/** A hold's duration, for its event. */
export function observeHold(event: string, seconds: number) {
  holdSeconds.observe({ event }, seconds)
  keepEventSeries('hold', { event })
}

/** A purchase's (free) or checkout creation's (paid) duration, for its event. */
export function observePurchase(event: string, kind: string, seconds: number) {
  purchaseSeconds.observe({ event, kind }, seconds)
  keepEventSeries('purchase', { event, kind })
}

/** A hold, sale or refusal of the event (`count` tickets for a sale). */
export function countStockOutcome(event: string, outcome: string, count = 1) {
  stockOutcomes.inc({ event, outcome }, count)
  keepEventSeries('outcome', { event, outcome })
}

/*
 * What the process itself is doing: CPU, memory, event-loop delay, handles (prom-client's default metrics), the
 * database pool, and the pg-boss queues' depths. Pool and queue figures are read when Prometheus scrapes, not
 * kept up to date per request.
 */
collectDefaultMetrics({ register: registry, prefix: 'suritickets_', eventLoopMonitoringPrecision: 20 })

interface TarnPool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
  numPendingCreates(): number
}

/** The knex (tarn) pool behind Lucid's connection, or undefined before the first query created it. */
function lucidPool(): TarnPool | undefined {
  const connection = db.manager.get(db.primaryConnectionName)?.connection
  const client = connection?.client as { client?: { pool?: TarnPool } } | undefined
  return client?.client?.pool
}

export const dbPoolConnections = new Gauge({
  name: 'suritickets_db_pool_connections',
  help: 'Database connections of this process: used (in a query or transaction), free, pending (requests waiting for one)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = lucidPool()
    this.set({ state: 'used' }, pool?.numUsed() ?? 0)
    this.set({ state: 'free' }, pool?.numFree() ?? 0)
    this.set({ state: 'pending' }, (pool?.numPendingAcquires() ?? 0) + (pool?.numPendingCreates() ?? 0))
  },
})

/** A scrape never waits long on a busy database for the queue depths: it then reports none and counts the miss. */
const QUEUE_SAMPLE_TIMEOUT_MS = 1_000

export const jobQueueSampleFailures = new Counter({
  name: 'suritickets_job_queue_sample_failures_total',
  help: 'Scrapes whose pg-boss queue depth sample failed or timed out',
  registers: [registry],
})

export const jobQueueDepth = new Gauge({
  name: 'suritickets_job_queue_depth',
  help: 'pg-boss jobs per queue waiting (created, retry) or running (active), sampled at scrape time',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  // Every process samples the same tables: across a cluster the figure is the same, not a sum.
  aggregator: 'max',
  async collect() {
    this.reset()
    try {
      const rows = await db.transaction(async (trx) => {
        await trx.rawQuery(`SET LOCAL statement_timeout = ${QUEUE_SAMPLE_TIMEOUT_MS}`)
        const result = await trx.rawQuery(
          `SELECT name, state::text AS state, count(*)::int AS jobs FROM pgboss.job
           WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`
        )
        return result.rows as { name: string; state: string; jobs: number }[]
      })
      for (const row of rows) this.set({ queue: row.name, state: row.state }, row.jobs)
    } catch {
      // No pgboss schema yet (jobs off), or the database is slow or away: the gauge stays empty for this scrape.
      jobQueueSampleFailures.inc()
    }
  },
})

/** Scrapes as the text format, of this process or, under the supervisor, of every worker (bin/supervisor.ts). */
export const METRICS_REQUEST = 'suritickets:metrics-request'
export const METRICS_ANSWER = 'suritickets:metrics-answer'

let aggregation: { pending: Map<number, (text: string | Error) => void>; next: number } | undefined

function clusterAggregation() {
  if (aggregation) return aggregation
  // The worker answers the primary's prom-client requests with this registry's figures.
  new AggregatorRegistry()
  AggregatorRegistry.setRegistries([registry])
  const state = { pending: new Map<number, (text: string | Error) => void>(), next: 1 }
  process.on('message', (message: { type?: string; id?: number; text?: string; error?: string }) => {
    if (message?.type !== METRICS_ANSWER || typeof message.id !== 'number') return
    const settle = state.pending.get(message.id)
    state.pending.delete(message.id)
    settle?.(message.error ? new Error(message.error) : (message.text ?? ''))
  })
  aggregation = state
  return state
}

/** The exposition text and its content type; under the supervisor, the whole cluster's (counters and histograms summed). */
export async function scrape(): Promise<{ contentType: string; text: string }> {
  if (!cluster.isWorker || !process.send) return { contentType: registry.contentType, text: await registry.metrics() }
  const state = clusterAggregation()
  const id = state.next++
  const text = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      state.pending.delete(id)
      reject(new Error('the supervisor did not answer the metrics request'))
    }, 10_000)
    state.pending.set(id, (answer) => {
      clearTimeout(timer)
      if (answer instanceof Error) reject(answer)
      else resolve(answer)
    })
    process.send!({ type: METRICS_REQUEST, id })
  })
  return { contentType: registry.contentType, text }
}

/** Workers answer the primary's aggregation requests from the start, not only after their first scrape. */
if (cluster.isWorker) clusterAggregation()
