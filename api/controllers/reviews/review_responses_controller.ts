import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { adminListQuery } from '#validators/admin_list_validator'
import { reviewFilterValidator, reviewListValidator, reviewResponseValidator } from '#validators/reviews/review_validator'
import { authorizeReview, listRespondable, respondToReview, showRespondable } from '#services/reviews/review_admin_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { respondableReview } from '#transformers/review_transformer'

/** The reviews about an organizer (its events and itself) or a venue operator's venues, and the one response. */
export default class ReviewResponsesController {
  /** GET /api/review-responses: react-admin's getList ({ data, total }), newest first. */
  async index({ request, response, viewer }: HttpContext) {
    const input = adminListQuery(await reviewListValidator.validate(request.qs()), 'createdAt', 'desc')
    const filter = await reviewFilterValidator.validate(input.filter)
    const limit = await responseLimit()
    const { rows, total } = await listRespondable(viewer, { ...input, filter }, limit)
    response.header('Cache-Control', 'no-store')
    return { data: rows.map((review) => respondableReview(review, limit)), total }
  }

  async show({ params, viewer }: HttpContext) {
    const review = await showRespondable(viewer, parseEntityId(params.id))
    return { data: respondableReview(review, await responseLimit()) }
  }

  /** PUT /api/review-responses/:id { response }: once, within reviewResponseTimeLimit hours of publication. */
  async update({ params, request, viewer }: HttpContext) {
    const id = parseEntityId(params.id)
    // Whose review it is decides first: someone else's gets 403 whatever the body says.
    await authorizeReview(viewer, id, 'edit')
    const input = await request.validateUsing(reviewResponseValidator)
    const review = await respondToReview(viewer, id, input.response, request.ip())
    return { data: respondableReview(review, await responseLimit()) }
  }
}

async function responseLimit(): Promise<number> {
  return (await getPlatformSettings()).reviewResponseTimeLimit ?? 168
}
