/*
 * A call to the API from the back office: same origin, the session cookie and, when the browser holds a usable
 * session token (auth/browserSession.ts), `Authorization: Bearer <token>`. The dataProvider, the resources' api.ts
 * files and the pages call through here; it stands below all of them and imports none, so no import circle closes.
 */
import { HttpError, fetchUtils } from 'react-admin'
import { currentToken } from './auth/browserSession'

/** A same-origin API call with the session (cookie and bearer token); non-2xx rejects with HttpError(message, status). */
export function request(url: string, options: fetchUtils.Options = {}) {
  const token = currentToken()
  // fetchJson rejects non-2xx answers with HttpError(body.message || statusText, status, body).
  return fetchUtils
    .fetchJson(url, {
      ...options,
      credentials: 'include',
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
    })
    .catch(withFieldErrors)
}

/**
 * The API's 422 gives `errors` as field → [messages] ('socialMediaLinks.facebook': [...]); react-admin's forms
 * show body.errors next to the inputs when each is one message under the field's path.
 */
function withFieldErrors(error: unknown): never {
  const errors = error instanceof HttpError ? (error.body as { errors?: unknown } | undefined)?.errors : undefined
  if (!(error instanceof HttpError) || !errors || typeof errors !== 'object') throw error
  const nested: Record<string, unknown> = {}
  for (const [path, messages] of Object.entries(errors)) {
    const message = Array.isArray(messages) ? messages[0] : messages
    if (typeof message !== 'string') continue
    const keys = path.split('.')
    let target = nested
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>
    target[keys.at(-1)!] = message
  }
  throw new HttpError(error.message, error.status, { ...error.body, errors: nested })
}
