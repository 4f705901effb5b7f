import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Headers every API answer carries; the API never renders HTML, so its CSP can be closed. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) ctx.response.header(name, value)
    if (ctx.request.secure()) ctx.response.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    await next()
  }
}
