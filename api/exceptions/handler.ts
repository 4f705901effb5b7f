import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { DomainError, type DomainErrorKey } from '#exceptions/domain_error'
import { MESSAGES, text } from '#exceptions/messages'
import { isDatabaseUnavailable, reportDatabaseUnavailable } from '#services/server/database_availability'

/**
 * One JSON error shape for every failure: `{ message, error, code?, errors? }`.
 * Never an HTML page and never a stack trace, whatever the Accept header says.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = false

  async handle(error: unknown, ctx: HttpContext) {
    const { status, body, headers } = toErrorBody(error)
    for (const [name, value] of Object.entries(headers ?? {})) ctx.response.header(name, value)
    return ctx.response.status(status).json(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    if (isDatabaseUnavailable(error)) return reportDatabaseUnavailable('http', error)
    const entry = logEntryFor(error)
    if (entry && !app.inTest) ctx.logger[entry.level](entry.bindings, entry.message)
  }
}

export interface ErrorLogEntry {
  level: 'error' | 'warn'
  bindings: Record<string, unknown>
  message: string
}

/**
 * What a failed request leaves in the log: nothing below 500; a refusal the code chose to make (a DomainError with a
 * 5xx status, such as the contact form without reCAPTCHA keys in production) one line with its code and text, since
 * its stack says nothing; any other failure the error with its stack.
 */
export function logEntryFor(error: unknown): ErrorLogEntry | null {
  const { status } = errorBody(error)
  if (status < 500) return null
  if (error instanceof DomainError) {
    const hint = OPERATOR_HINTS[error.key as DomainErrorKey]
    return { level: 'warn', bindings: { code: error.code, status }, message: hint ?? `request refused: ${error.message}` }
  }
  return { level: 'error', bindings: { err: error }, message: 'request failed' }
}

/** The line an operator needs for a refusal that comes from the set-up, not from the request. */
const OPERATOR_HINTS: Partial<Record<DomainErrorKey, string>> = {
  CONTACT_FORM_UNAVAILABLE: 'contact message refused: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are not set (docs/contact-forms.md)',
}

interface ErrorBody {
  status: number
  body: Record<string, unknown>
  headers?: Record<string, string>
}

/** Every failure: `{ success: false, message, error, code, errors? }` (SPEC §8 reads message, else error). */
export function toErrorBody(error: unknown): ErrorBody {
  const result = errorBody(databaseUnavailable(error) ?? error)
  return { ...result, body: { success: false, ...result.body } }
}

/** PostgreSQL down or restarting: 503 with a retry hint, never the generic 500 (see database_availability.ts). */
function databaseUnavailable(error: unknown): DomainError | null {
  return isDatabaseUnavailable(error) ? new DomainError('DATABASE_UNAVAILABLE', { headers: { 'Retry-After': '5' } }) : null
}

function errorBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) {
    return {
      status: error.status,
      body: { message: error.message, error: error.title, code: error.code, ...error.details },
      headers: error.headers,
    }
  }
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const messages = (error as any).messages as { field: string; message: string; rule: string }[]
    const first = messages[0]?.message ?? text('VALIDATION_ERROR')
    // Field → its messages, for forms to show next to each input.
    const errors: Record<string, string[]> = {}
    for (const { field, message } of messages) (errors[field] ??= []).push(message)
    return { status: 422, body: { message: first, error: first, code: 'VALIDATION_ERROR', errors } }
  }
  const err = error as { status?: number; code?: string; message?: string }
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500
  if (status >= 500) {
    return {
      status,
      body: {
        message: MESSAGES.INTERNAL_ERROR.message,
        error: MESSAGES.INTERNAL_ERROR.error,
        code: 'INTERNAL_ERROR',
      },
    }
  }
  if (err.code === 'E_ROUTE_NOT_FOUND') {
    return { status, body: { message: MESSAGES.ROUTE_NOT_FOUND.message, error: MESSAGES.ROUTE_NOT_FOUND.error, code: err.code } }
  }
  return { status, body: errorBody(new DomainError(frameworkErrorCode(status, err.code))).body }
}

/** Framework errors (bodyparser, router, ...) by their code, else by status; their own text may be internal. */
const FRAMEWORK_ERRORS: Record<string, 'BODY_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'BAD_REQUEST'> = {
  E_REQUEST_ENTITY_TOO_LARGE: 'BODY_TOO_LARGE',
  E_ENCODING_UNSUPPORTED: 'UNSUPPORTED_MEDIA_TYPE',
  E_INVALID_MULTIPART_REQUEST: 'BAD_REQUEST',
  E_REQUEST_ABORTED: 'BAD_REQUEST',
}

function frameworkErrorCode(
  status: number,
  code: string | undefined
): 'NOT_FOUND' | 'BODY_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'BAD_REQUEST' {
  const known = code ? FRAMEWORK_ERRORS[code] : undefined
  if (known) return known
  if (status === 404) return 'NOT_FOUND'
  if (status === 413) return 'BODY_TOO_LARGE'
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE'
  return 'BAD_REQUEST'
}
