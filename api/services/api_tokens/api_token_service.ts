/*
 * Organizers' API tokens (docs/integrations.md#tokens): made, listed and revoked by the organizer in the back office;
 * read by the gate of /api/v1 (api/middleware/route_access_middleware.ts). A token is 256 random bits shown once;
 * only its SHA-256 is stored, with the first characters to recognise it by.
 */
import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import User from '#models/user'
import ApiToken from '#models/api_token'
import { DomainError } from '#exceptions/domain_error'
import { authorize } from '#policies/resource_policy'
import { employerOrganizerId } from '#domain/resource_access'
import {
  API_TOKEN_BYTES,
  API_TOKEN_LAST_USED_RESOLUTION_SECONDS,
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_LENGTH,
  looksLikeApiToken,
  type ApiScope,
} from '#domain/api_tokens'

export interface NewApiToken {
  name: string
  scopes: ApiScope[]
  expiresAt?: DateTime | null
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** POST /api/api-tokens: the new token (the only time it is ever seen) and its stored row. */
export async function createApiToken(viewer: User, input: NewApiToken): Promise<{ token: string; row: ApiToken }> {
  authorize(viewer, 'api-tokens', 'create', { organizerId: viewer.id })
  if (input.expiresAt && input.expiresAt <= DateTime.now()) throw new DomainError('API_TOKEN_EXPIRY_PAST', { field: 'expiresAt' })
  const token = `${API_TOKEN_PREFIX}${randomBytes(API_TOKEN_BYTES).toString('base64url')}`
  const row = await ApiToken.create({
    organizerId: employerOrganizerId(viewer)!,
    createdBy: viewer.id,
    name: input.name,
    tokenHash: hashApiToken(token),
    prefix: token.slice(0, API_TOKEN_SHOWN_LENGTH),
    scopes: [...new Set(input.scopes)],
    expiresAt: input.expiresAt ?? null,
  })
  return { token, row }
}

/** GET /api/api-tokens: the organizer's tokens, newest first, revoked ones left out. */
export async function listApiTokens(viewer: User): Promise<ApiToken[]> {
  authorize(viewer, 'api-tokens', 'list', { organizerId: viewer.id })
  return ApiToken.query().where('organizer_id', employerOrganizerId(viewer)!).whereNull('revoked_at').orderBy('id', 'desc')
}

/** DELETE /api/api-tokens/{id}: revoked at once; another organizer's token, or an unknown one, is a 404. */
export async function revokeApiToken(viewer: User, id: number | null): Promise<void> {
  const token = id === null ? null : await ApiToken.query().where('id', id).whereNull('revoked_at').first()
  if (!token || token.organizerId !== employerOrganizerId(viewer)) throw new DomainError('API_TOKEN_NOT_FOUND')
  authorize(viewer, 'api-tokens', 'delete', { organizerId: token.organizerId })
  token.revokedAt = DateTime.now()
  await token.save()
}

export interface ApiCaller {
  token: ApiToken
  /** The organizer the token acts for: every service and policy sees them as the viewer. */
  organizer: User
}

/**
 * The token of an Authorization header on /api/v1: unknown, revoked, expired (or not an API token at all, such as a
 * session token) is a 401; a deactivated organizer's token a 403, as their sessions are.
 */
export async function authenticateApiToken(bearer: string | null): Promise<ApiCaller> {
  if (!looksLikeApiToken(bearer)) throw new DomainError('API_TOKEN_INVALID')
  const token = await ApiToken.query().where('token_hash', hashApiToken(bearer)).first()
  if (!token || !token.isActive) throw new DomainError('API_TOKEN_INVALID')
  const organizer = await User.find(token.organizerId)
  if (!organizer || employerOrganizerId(organizer) !== token.organizerId) throw new DomainError('API_TOKEN_INVALID')
  if (organizer.deactivatedAt) throw new DomainError('ACCOUNT_DEACTIVATED')
  await touchLastUsed(token)
  return { token, organizer }
}

/** lastUsedAt moves at most once a minute per token: one conditional UPDATE only when the stored time is older. */
async function touchLastUsed(token: ApiToken): Promise<void> {
  const stale = DateTime.now().minus({ seconds: API_TOKEN_LAST_USED_RESOLUTION_SECONDS })
  if (token.lastUsedAt && token.lastUsedAt > stale) return
  await ApiToken.query()
    .where('id', token.id)
    .where((query) => query.whereNull('last_used_at').orWhere('last_used_at', '<', stale.toJSDate()))
    .update({ lastUsedAt: DateTime.now().toJSDate() })
}
