import type ApiToken from '#models/api_token'

/** A token as the organizer's list shows it: never its hash, only the non-secret prefix. */
export function apiTokenSummary(token: ApiToken) {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes,
    createdAt: token.createdAt.toISO(),
    expiresAt: token.expiresAt?.toISO() ?? null,
    lastUsedAt: token.lastUsedAt?.toISO() ?? null,
  }
}
