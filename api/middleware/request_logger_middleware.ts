import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'

/** One log line per API request: method, url, status and duration (skipped whole when info is off). */
export default class RequestLoggerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // ctx.logger builds a child logger per request: not worth it when the line is dropped anyway.
    if (!logger.isLevelEnabled('info')) return next()
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
