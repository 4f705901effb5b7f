/*
 * Organizers' API tokens (docs/integrations.md): the scopes a token may carry, the token's shape and the rate
 * limit per token. Pure and shared: the API, the back office and the tests read the same lists.
 */

/** What a token may do on /api/v1, as the issue names them. */
export const API_SCOPES = ['events:read', 'events:write', 'orders:read', 'checkins:write'] as const
export type ApiScope = (typeof API_SCOPES)[number]

export function isApiScope(value: unknown): value is ApiScope {
  return typeof value === 'string' && (API_SCOPES as readonly string[]).includes(value)
}

/** Every token starts with this, so a leaked one is recognisable (and never mistaken for a session token). */
export const API_TOKEN_PREFIX = 'sut_'
/** Random bytes in a token (256 bits), written as base64url. */
export const API_TOKEN_BYTES = 32
/** How many characters of a token are kept and shown to tell tokens apart: the prefix and 8 random characters. */
export const API_TOKEN_SHOWN_LENGTH = API_TOKEN_PREFIX.length + 8
export const API_TOKEN_NAME_MAX_LENGTH = 100

/** Whether a bearer value has the shape of an API token (43 base64url characters after the prefix). */
export function looksLikeApiToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^sut_[A-Za-z0-9_-]{43}$/.test(value)
}

/** Requests per token per window on /api/v1 (RateLimit-* headers on every answer, 429 past it). */
export const API_RATE_LIMIT = { requests: 120, windowSeconds: 60 } as const

/** lastUsedAt is written at most this often per token (a read-mostly column, not a write per request). */
export const API_TOKEN_LAST_USED_RESOLUTION_SECONDS = 60

/** Lists on /api/v1: default and largest page. */
export const API_PAGE_DEFAULT = 50
export const API_PAGE_MAX = 200
