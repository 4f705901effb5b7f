/*
 * The sale's figures per event in the process's metrics (api/services/server/metrics.ts): how long a free purchase or a
 * paid checkout's creation took, and its outcome. The waiting room's automatic rate reads the purchase latencies.
 */
import { countStockOutcome, observePurchase } from '#services/server/metrics'

export type PurchaseKind = 'free' | 'paid'

/** Runs a purchase and observes its duration and outcome (sold tickets for a free one, a checkout for a paid one). */
export async function observedPurchase<T>(eventId: number, kind: PurchaseKind, tickets: number, run: () => Promise<T>): Promise<T> {
  const event = String(eventId)
  const started = process.hrtime.bigint()
  let done = false
  try {
    const result = await run()
    done = true
    return result
  } finally {
    observePurchase(event, kind, Number(process.hrtime.bigint() - started) / 1e9)
    if (!done) countStockOutcome(event, `${kind === 'free' ? 'purchase' : 'checkout'}_refused`)
    else if (kind === 'free') countStockOutcome(event, 'sold', tickets)
    else countStockOutcome(event, 'checkout')
  }
}
