import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { LIKE_TARGET_TYPES, MAX_STATUS_TARGETS } from '#domain/likes'
import { text } from '#exceptions/messages'
import { entityId, INVALID_ID_MESSAGE } from '#validators/entity_id'

/* Likes and follows (SPEC §5 'Like targetType: event, venue or organizer'). */

const LIKE_TARGET_TYPE_MESSAGE = text('LIKE_TARGET_TYPE_INVALID')
const LIKE_TARGETS_MESSAGE = text('LIKE_TARGETS_INVALID')

const MESSAGES = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  'targetType.enum': LIKE_TARGET_TYPE_MESSAGE,
  'targetType.required': LIKE_TARGET_TYPE_MESSAGE,
  'targetId.required': INVALID_ID_MESSAGE,
  'ids.required': INVALID_ID_MESSAGE,
  'ids.regex': INVALID_ID_MESSAGE,
  'ids.maxLength': INVALID_ID_MESSAGE,
  'targets.maxLength': LIKE_TARGETS_MESSAGE,
})

const targetType = () => vine.enum(LIKE_TARGET_TYPES)

/** POST /api/likes body and DELETE /api/likes/{targetType}/{targetId} path. */
export const likeTargetValidator = vine.create(vine.object({ targetType: targetType(), targetId: entityId() }))
likeTargetValidator.messagesProvider = MESSAGES

/**
 * GET /api/likes/status: SPEC's `targetType=&ids=1,2`, or `targets=event:1,venue:9` for a page with several kinds
 * of button (one request per page). The lists are parsed by domain/likes.ts in the controller.
 */
export const likeStatusValidator = vine.create(
  vine.object({
    targetType: targetType().optional().requiredIfMissing('targets'),
    ids: vine
      .string()
      .trim()
      .maxLength(MAX_STATUS_TARGETS * 11)
      .regex(/^\d{1,10}(,\d{1,10})*$/)
      .optional()
      .requiredIfExists('targetType'),
    targets: vine
      .string()
      .trim()
      .maxLength(MAX_STATUS_TARGETS * 22)
      .optional(),
  })
)
likeStatusValidator.messagesProvider = MESSAGES
