import type { HttpContext } from '@adonisjs/core/http'
import { optionalViewer } from '#middleware/route_access_middleware'
import { hit } from '#services/accounts/rate_limits'
import { lookupInvite, reviewEligibility, submitReview } from '#services/reviews/review_service'
import { eligibilityQueryValidator } from '#validators/reviews/review_validator'

/** Writing reviews from the storefront (the contract: domain/reviews.ts). */
export default class ReviewsController {
  /** POST /api/reviews: a signed-in attendee, or anyone with an invitation token (guests included). */
  async store(ctx: HttpContext) {
    await hit('reviewsPerIp', ctx.request.ip())
    const answer = await submitReview(await optionalViewer(ctx), ctx.request.body())
    ctx.response.status(201)
    return { success: true, message: answer.message, data: { review: answer.review, summary: answer.summary } }
  }

  /** GET /api/reviews/invite/:token: what the /review?token= page lets its holder review (404/410 otherwise). */
  async invite({ params, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await lookupInvite(String(params.token)) }
  }

  /** GET /api/reviews/eligibility?reviewType=&targetId=: whether the form is offered, and why not. */
  async eligibility(ctx: HttpContext) {
    const input = await eligibilityQueryValidator.validate(ctx.request.qs())
    ctx.response.header('Cache-Control', 'no-store')
    return { success: true, data: await reviewEligibility(await optionalViewer(ctx), input.reviewType, input.targetId) }
  }
}
