/*
 * The process's Prometheus metrics (prom-client): one registry per API process. The figures that the sale
 * itself reads (the waiting room's 'automatic' admission rate) come from the same histograms an operator
 * scrapes, so what the dashboard shows is what the room acts on.
 */
import { Histogram, Counter, Registry } from 'prom-client'

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
