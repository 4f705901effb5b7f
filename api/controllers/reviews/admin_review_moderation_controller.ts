import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { adminListQuery } from '#validators/admin_list_validator'
import { moderationDecisionValidator, reviewFilterValidator, reviewListValidator } from '#validators/reviews/review_validator'
import { listForModeration, moderateReview, showForModeration } from '#services/reviews/review_admin_service'
import { moderatedReview } from '#transformers/review_transformer'
import { changeActor } from '#http/change_actor'

/** The admin's moderation queue (access table 'review-moderation'). */
export default class ReviewModerationController {
  /** GET /api/admin/review-moderation: react-admin's getList ({ data, total }); pending unless filtered. */
  async index({ request, response }: HttpContext) {
    const input = adminListQuery(await reviewListValidator.validate(request.qs()), 'createdAt', 'asc')
    const filter = await reviewFilterValidator.validate(input.filter)
    const { rows, total } = await listForModeration({ ...input, filter })
    response.header('Cache-Control', 'no-store')
    return { data: rows.map(moderatedReview), total }
  }

  async show({ params }: HttpContext) {
    return { data: moderatedReview(await showForModeration(parseEntityId(params.id))) }
  }

  /** PUT /api/admin/review-moderation/:id { action: approve|reject|hide, reason } */
  async update(ctx: HttpContext) {
    const decision = await ctx.request.validateUsing(moderationDecisionValidator)
    const review = await moderateReview(parseEntityId(ctx.params.id), decision, changeActor(ctx))
    return { data: moderatedReview(review) }
  }
}
