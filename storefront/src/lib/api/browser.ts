/*
 * The storefront's one browser client: every API call an island or a page script makes goes through it
 * (SPEC §7: same origin, cookies, the bearer token when there is one, JSON both ways; the page's language goes
 * along so answers and the messages the API sends are in it). Every answer comes back as an ApiResult: the data,
 * or the API's error envelope as one ApiFailure (SPEC §8: message, else error, else the status text; non-JSON
 * answers: 'status: text'). Nothing throws for an HTTP status or a lost connection (status 0).
 * The small page scripts (like buttons, ticket actions, the map) import it too: it must stay small and import
 * nothing but types and the page language. Server-side reads use server.ts instead.
 */
import type { ApiFailure } from '#domain/auth_types'
import { pageLanguage } from '../page_language.js'

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; failure: ApiFailure }

export interface CallOptions {
  body?: unknown
  token?: string | null
  /** The request outlives the page (sent while it is being left). */
  keepalive?: boolean
  /** The HTTP cache mode, for reads that must not come from the browser's cache. */
  cache?: RequestInit['cache']
  /** Extra request headers (e.g. the waiting room's X-Queue-Token). */
  headers?: Record<string, string>
}

function failureFrom(status: number, statusText: string, body: unknown, text: string): ApiFailure {
  if (body && typeof body === 'object') {
    const b = body as Partial<ApiFailure>
    const message = b.message || b.error || statusText || String(status)
    return { ...b, success: false, message, error: b.error || message } as ApiFailure
  }
  const message = `${status}: ${text || statusText}`
  return { success: false, message, error: message }
}

export async function apiCall<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const lang = pageLanguage()
  if (lang) headers['accept-language'] = lang
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      keepalive: options.keepalive,
      cache: options.cache,
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, status: 0, failure: { success: false, message, error: message } }
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok || (body && typeof body === 'object' && (body as { success?: unknown }).success === false)) {
    return { ok: false, status: response.status, failure: failureFrom(response.status, response.statusText, body, text) }
  }
  return { ok: true, status: response.status, data: body as T }
}

/**
 * A POST sent while the page closes: a beacon survives the unload where a fetch may not. It carries no
 * headers (no token, no JSON), so only calls that need neither use it; without sendBeacon a keepalive call goes.
 */
export function apiBeacon(path: string): void {
  // Through globalThis: the API's type check (Node types, no sendBeacon) reads this module too.
  const { navigator } = globalThis as { navigator?: { sendBeacon?: (url: string) => boolean } }
  if (!navigator?.sendBeacon?.(path)) void apiCall('POST', path, { keepalive: true }).catch(() => undefined)
}

/** The first message of a 422 field, if any. */
export function fieldError(failure: ApiFailure | null | undefined, field: string): string | undefined {
  const messages = failure?.errors?.[field]
  if (Array.isArray(messages)) return messages[0]
  if (typeof messages === 'string') return messages
  return undefined
}
