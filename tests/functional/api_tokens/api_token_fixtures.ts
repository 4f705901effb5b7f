/* An organizer with an event and API tokens, for the /api/v1 specs. */
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import ApiToken from '#models/api_token'
import { API_SCOPES, type ApiScope } from '#domain/api_tokens'
import { createApiToken } from '#services/api_tokens/api_token_service'

/** A fresh token of the organizer (every scope unless named). */
export async function apiTokenOf(organizer: User, scopes: ApiScope[] = [...API_SCOPES]): Promise<{ token: string; row: ApiToken }> {
  return createApiToken(organizer, { name: `Koppeling ${scopes.join(' ')}`, scopes })
}

export function v1Get(client: ApiClient, path: string, token: string | null, qs: Record<string, unknown> = {}) {
  const request = client.get(path).qs(qs)
  return token ? request.bearerToken(token) : request
}

export function v1Post(client: ApiClient, path: string, token: string, body: Record<string, unknown>) {
  return client.post(path).bearerToken(token).json(body)
}
