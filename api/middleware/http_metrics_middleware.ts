import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { httpRequestSeconds } from '#services/server/metrics'

type Observer = { observe(seconds: number): void }

/** One histogram child per route, method and status class, looked up once: a request costs a map lookup and an observe. */
const observers = new Map<string, Observer>()

function observerFor(route: string, method: string, status: string): Observer {
  const key = `${method} ${status} ${route}`
  let observer = observers.get(key)
  if (!observer) {
    observer = httpRequestSeconds.labels({ route, method, status })
    observers.set(key, observer)
  }
  return observer
}

/**
 * Observes every API request's duration under its route pattern (/api/events/:id, never the raw URL, so ids do
 * not multiply the series); a request that matched no route counts as 'unmatched'. Statuses by class (2xx, 4xx).
 */
export default class HttpMetricsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const status = `${Math.floor(ctx.response.getStatus() / 100)}xx`
      observerFor(ctx.route?.pattern ?? 'unmatched', ctx.request.method(), status).observe(seconds)
    }
  }
}
