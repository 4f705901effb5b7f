/*
 * The 'automatic' admission rate (domain/waiting_room.ts nextAutoRate) reads this process's live hold and purchase
 * latencies from the metrics registry (api/services/server/metrics.ts): the observations per event since the last
 * adjustment, so the figure is what the sale does now, not since the process started.
 */
import type { Histogram } from 'prom-client'
import { holdSeconds, purchaseSeconds } from '#services/server/metrics'
import { bucketDelta, nextAutoRate, quantileFromBuckets, type Bucket, type LatencySample } from '#domain/waiting_room'

const snapshots = new Map<string, Bucket[]>()

async function bucketsOf(histogram: Histogram<string>, eventId: number, labels: Record<string, string>): Promise<Bucket[]> {
  const metric = await histogram.get()
  const byBound = new Map<number, number>()
  for (const value of metric.values) {
    if (!value.metricName?.endsWith('_bucket') || String(value.labels.event) !== String(eventId)) continue
    if (Object.entries(labels).some(([name, wanted]) => value.labels[name] !== wanted)) continue
    const le = value.labels.le === '+Inf' ? Infinity : Number(value.labels.le)
    byBound.set(le, (byBound.get(le) ?? 0) + value.value)
  }
  return [...byBound].map(([le, count]) => ({ le, count }))
}

async function sampleSince(
  name: string,
  histogram: Histogram<string>,
  eventId: number,
  labels: Record<string, string> = {}
): Promise<LatencySample> {
  const key = `${name}:${eventId}`
  const now = await bucketsOf(histogram, eventId, labels)
  const delta = bucketDelta(now, snapshots.get(key))
  snapshots.set(key, now)
  const count = delta.reduce((max, b) => Math.max(max, b.count), 0)
  return { p99: quantileFromBuckets(delta, 0.99), count }
}

/** The rate the automatic setting moves to from `current`, given what this process measured since it last asked. */
export async function autoRateFrom(current: number, eventId: number): Promise<number> {
  const hold = await sampleSince('hold', holdSeconds as Histogram<string>, eventId)
  // Free purchases only: a paid checkout's creation includes the payment provider's own round trip, which says
  // nothing about what this server sustains.
  const purchase = await sampleSince('purchase', purchaseSeconds as Histogram<string>, eventId, { kind: 'free' })
  return nextAutoRate(current, hold, purchase)
}
