import vine from '@vinejs/vine'
import { API_PAGE_DEFAULT, API_PAGE_MAX } from '#domain/api_tokens'
import { ISO_INSTANT } from '#validators/api_tokens/api_token_validator'

/** The query of every /api/v1 list: ?limit=&cursor=&updatedSince= (docs/integrations.md#pagination). */
export const v1ListValidator = vine.create(
  vine.object({
    limit: vine
      .number()
      .withoutDecimals()
      .min(1)
      .max(API_PAGE_MAX)
      .optional()
      .meta({ description: `Rows per page, ${API_PAGE_DEFAULT} when absent.` }),
    cursor: vine.string().maxLength(200).optional().meta({ description: 'The nextCursor of the previous page, unchanged.' }),
    updatedSince: vine
      .string()
      .trim()
      .regex(ISO_INSTANT)
      .optional()
      .meta({ description: 'Only rows changed at or after this instant (ISO 8601 with offset).' }),
  })
)
