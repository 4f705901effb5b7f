import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { API_HEADERS, HSTS_HEADERS } from '#config/security_headers'

/** Headers every API answer carries (config/security_headers.ts); HSTS only when the request came over TLS. */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(API_HEADERS)) ctx.response.header(name, value)
    if (ctx.request.secure()) {
      for (const [name, value] of Object.entries(HSTS_HEADERS)) ctx.response.header(name, value)
    }
    await next()
  }
}
