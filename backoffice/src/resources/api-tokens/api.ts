/* The calls of 'API-sleutels' (docs/integrations.md#tokens). */
import type { ApiScope } from '#domain/api_tokens'
import { request } from '../../http'

export interface ApiTokenRow {
  id: number
  name: string
  prefix: string
  scopes: ApiScope[]
  createdAt: string
  expiresAt: string | null
  lastUsedAt: string | null
}

export interface NewApiToken {
  name: string
  scopes: ApiScope[]
  expiresAt: string | null
}

export async function apiTokens(): Promise<ApiTokenRow[]> {
  const { json } = await request('/api/api-tokens')
  return Array.isArray(json?.data) ? (json.data as ApiTokenRow[]) : []
}

/** The new token, answered this once. */
export async function createApiToken(input: NewApiToken): Promise<{ token: string; row: ApiTokenRow }> {
  const body = { name: input.name, scopes: input.scopes, ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}) }
  const { json } = await request('/api/api-tokens', { method: 'POST', body: JSON.stringify(body) })
  return { token: json.token as string, row: json.data as ApiTokenRow }
}

export async function revokeApiToken(id: number): Promise<void> {
  await request(`/api/api-tokens/${id}`, { method: 'DELETE' })
}
