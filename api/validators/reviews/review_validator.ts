import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MESSAGES } from '#validators/accounts/auth_validator'
import { adminListValidator } from '#validators/admin_list_validator'
import { entityId } from '#validators/entity_id'
import { MODERATION_ACTIONS, MODERATION_STATUSES, REVIEW_LIMITS, REVIEW_TYPES } from '#domain/reviews'

/* The review queries and bodies besides POST /api/reviews (domain/review_input.ts). */

const messages = new SimpleMessagesProvider({
  ...MESSAGES,
  'response.required': 'Schrijf een reactie.',
  'response.minLength': 'Schrijf een reactie.',
  'reason.maxLength': 'Maximaal {{ max }} tekens',
})

/** GET /api/reviews/eligibility?reviewType=&targetId= */
export const eligibilityQueryValidator = vine.create(vine.object({ reviewType: vine.enum(REVIEW_TYPES), targetId: entityId() }))
eligibilityQueryValidator.messagesProvider = messages

export const REVIEW_LIST_SORTS = ['createdAt', 'rating'] as const

/** GET /api/admin/review-moderation and /api/review-responses: react-admin's list query. */
export const reviewListValidator = adminListValidator(REVIEW_LIST_SORTS)

/** The list's filter (react-admin's `filter` JSON). */
export const reviewFilterValidator = vine.create(
  vine.object({
    reviewStatus: vine.enum(MODERATION_STATUSES).optional(),
    reviewType: vine.enum(REVIEW_TYPES).optional(),
    /** The respond view: 'open' (may still be answered), 'answered'. */
    state: vine.enum(['open', 'answered'] as const).optional(),
    q: vine.string().trim().maxLength(100).optional(),
  })
)
reviewFilterValidator.messagesProvider = messages

/** PUT /api/admin/review-moderation/{id} */
export const moderationDecisionValidator = vine.create(
  vine.object({
    action: vine.enum(MODERATION_ACTIONS),
    reason: vine.string().trim().maxLength(500).nullable().optional(),
  })
)
moderationDecisionValidator.messagesProvider = messages

/** PUT /api/review-responses/{id} */
export const reviewResponseValidator = vine.create(
  vine.object({ response: vine.string().trim().minLength(1).maxLength(REVIEW_LIMITS.responseMax) })
)
reviewResponseValidator.messagesProvider = messages
