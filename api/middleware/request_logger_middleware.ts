import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** One log line per API request: method, url, status and duration. */
export default class RequestLoggerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      ctx.logger.info(
        { method: ctx.request.method(), url: ctx.request.url(), status: ctx.response.getStatus(), ms: Math.round(ms * 10) / 10 },
        'request'
      )
    }
  }
}
