import type { HttpContext } from '@adonisjs/core/http'

/** An already serialised JSON answer (a cached list), sent as is. */
export function sendJsonBody(response: HttpContext['response'], body: Buffer) {
  response.header('Content-Type', 'application/json; charset=utf-8')
  response.send(body)
}

/**
 * Validates a list query; the bare list (no query string, the hot path) skips the validator:
 * every field of the list queries is optional, so an empty query is always valid.
 */
export async function validQuery<Output>(
  validator: { validate(data: unknown): Promise<Output> },
  query: Record<string, unknown>
): Promise<Output> {
  if (Object.keys(query).length > 0) return validator.validate(query)
  return {} as Output
}
