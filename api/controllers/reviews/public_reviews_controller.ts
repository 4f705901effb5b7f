import type { HttpContext } from '@adonisjs/core/http'
import { reviewListQueryValidator } from '#validators/catalogue_validator'
import { parseEntityId } from '#domain/entity_id'
import { listShownReviews, resolveReviewTarget, reviewSummary, type ReviewedEntity } from '#services/reviews/public_review_service'
import { publicReview } from '#transformers/review_transformer'
import { optionalViewer } from '#middleware/route_access_middleware'

/** SPEC §9: 6 per page on wide screens; the storefront passes 4 or 5 on smaller ones. */
const DEFAULT_PER_PAGE = 6

export default class PublicReviewsController {
  /** GET /api/{events|venues|users}/{id}/reviews/summary (a hidden venue's only for its owner and admins) */
  async summary(ctx: HttpContext) {
    const { params } = ctx
    const target = await resolveReviewTarget(params.entity as ReviewedEntity, parseEntityId(params.id), await optionalViewer(ctx))
    return { success: true, data: await reviewSummary(target) }
  }

  /** GET /api/{events|venues|users}/{id}/reviews?page=&perPage= (reviewPage is accepted as page). */
  async index(ctx: HttpContext) {
    const { params, request } = ctx
    const query = await reviewListQueryValidator.validate(request.qs())
    const target = await resolveReviewTarget(params.entity as ReviewedEntity, parseEntityId(params.id), await optionalViewer(ctx))
    const page = await listShownReviews(target, query.page ?? query.reviewPage ?? 1, query.perPage ?? DEFAULT_PER_PAGE)
    return {
      success: true,
      reviews: page.reviews.map(publicReview),
      totalReviews: page.totalReviews,
      page: page.page,
      perPage: page.perPage,
    }
  }
}
