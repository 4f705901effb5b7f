import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { DomainError } from '#exceptions/domain_error'

/**
 * One JSON error shape for every failure: `{ message, error, code?, errors? }`.
 * Never an HTML page and never a stack trace, whatever the Accept header says.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = false

  async handle(error: unknown, ctx: HttpContext) {
    const { status, body } = toErrorBody(error)
    return ctx.response.status(status).json(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    const { status } = toErrorBody(error)
    if (status >= 500 && !app.inTest) ctx.logger.error({ err: error }, 'request failed')
  }
}

export function toErrorBody(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof DomainError) {
    return { status: error.status, body: { message: error.message, error: error.message, code: error.code } }
  }
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const messages = (error as any).messages as { field: string; message: string; rule: string }[]
    const first = messages[0]?.message ?? 'Ongeldige invoer'
    return { status: 422, body: { message: first, error: first, code: 'VALIDATION_ERROR', errors: messages } }
  }
  const err = error as { status?: number; code?: string; message?: string }
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500
  if (status >= 500) {
    return { status, body: { message: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.', error: 'Internal server error', code: 'INTERNAL_ERROR' } }
  }
  if (err.code === 'E_ROUTE_NOT_FOUND') {
    return { status, body: { message: 'Deze API-route bestaat niet', error: 'Not found', code: err.code } }
  }
  const message = err.message ?? 'Request failed'
  return { status, body: { message, error: message, code: err.code } }
}
