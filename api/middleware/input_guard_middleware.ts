import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError } from '#exceptions/domain_error'
import { toErrorBody } from '#exceptions/handler'
import { containsUnsafeText, isSafeText } from '#validators/safe_input'

/**
 * Refuses a path or query string carrying text PostgreSQL cannot store (a NUL byte as %00, a lone
 * surrogate) before routing, so it never reaches a query as a route parameter or filter. Bodies are
 * checked while they are parsed (body_parser_middleware.ts).
 */
export default class InputGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const rawUrl = ctx.request.request.url ?? '/'
    const path = rawUrl.split(/[?#]/, 1)[0]
    // A path that does not decode as UTF-8 never gets here: AdonisJS answers it with answerBadUrl.
    if (!isSafeText(safeDecode(path)) || containsUnsafeText(ctx.request.qs())) throw new DomainError('INVALID_CHARACTERS')
    return next()
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    // Not valid percent-encoded UTF-8 as a whole (e.g. '%' followed by text): its NUL escapes still count.
    return path.replaceAll(/%00/g, '\0')
  }
}

/** config/app.ts `onBadUrl`: a path that is not valid UTF-8 gets the API's JSON error, not a text page. */
export function answerBadUrl(_req: IncomingMessage, res: ServerResponse) {
  const { status, body } = toErrorBody(new DomainError('INVALID_CHARACTERS'))
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' })
  res.end(JSON.stringify(body))
}
