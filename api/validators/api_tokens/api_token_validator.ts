import vine from '@vinejs/vine'
import { API_SCOPES, API_TOKEN_NAME_MAX_LENGTH } from '#domain/api_tokens'

/** An instant with its offset or Z (2027-01-31T23:59:00-03:00). */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** POST /api/api-tokens { name, scopes, expiresAt? } */
export const createApiTokenValidator = vine.create(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(API_TOKEN_NAME_MAX_LENGTH),
    scopes: vine.array(vine.enum(API_SCOPES)).minLength(1).maxLength(API_SCOPES.length).distinct(),
    expiresAt: vine.string().trim().regex(ISO_INSTANT).nullable().optional(),
  })
)
