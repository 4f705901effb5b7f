import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { parseEntityId } from '#domain/entity_id'
import { createApiToken, listApiTokens, revokeApiToken } from '#services/api_tokens/api_token_service'
import { createApiTokenValidator } from '#validators/api_tokens/api_token_validator'
import { apiTokenSummary } from '#transformers/api_token_transformer'

/** The organizer's API tokens ('API-sleutels' in the back office; docs/integrations.md#tokens). */
export default class ApiTokensController {
  /** GET /api/api-tokens → { success, data: ApiTokenSummary[] } */
  async index({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: (await listApiTokens(viewer!)).map(apiTokenSummary) }
  }

  /** POST /api/api-tokens { name, scopes, expiresAt? } → 201 { success, token, data }: the token is shown this once. */
  async store({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(createApiTokenValidator)
    const expiresAt = input.expiresAt ? DateTime.fromISO(input.expiresAt, { setZone: true }) : null
    const { token, row } = await createApiToken(viewer!, { name: input.name, scopes: input.scopes, expiresAt })
    response.header('Cache-Control', 'no-store')
    return response.created({ success: true, token, data: apiTokenSummary(row) })
  }

  /** DELETE /api/api-tokens/:id: revoked at once. */
  async destroy({ viewer, params }: HttpContext) {
    await revokeApiToken(viewer!, parseEntityId(params.id))
    return { success: true }
  }
}
