import type { HttpContext } from '@adonisjs/core/http'
import { likeStatusValidator, likeTargetValidator } from '#validators/likes/like_validator'
import { favoritesOf, likeStatuses, likeTarget, unlikeTarget } from '#services/likes/likes_service'
import { parseLikeTargets, type LikeTarget } from '#domain/likes'
import { fieldError } from '#services/accounts/auth_service'

/** Likes and follows (SPEC §7 "Reviews and likes"): the signed-in person's own, never anyone else's. */
export default class LikesController {
  /** POST /api/likes { targetType, targetId } → likeCount */
  async store({ viewer, request }: HttpContext) {
    const target = await likeTargetValidator.validate(request.body())
    return { success: true, ...(await likeTarget(viewer!, target)) }
  }

  /** DELETE /api/likes/{targetType}/{targetId} → likeCount */
  async destroy({ viewer, params }: HttpContext) {
    const target = await likeTargetValidator.validate({ targetType: params.targetType, targetId: params.targetId })
    return { success: true, ...(await unlikeTarget(viewer!, target)) }
  }

  /** GET /api/likes/status?targetType=event&ids=1,2 (or ?targets=event:1,venue:9) → statuses */
  async status({ viewer, request, response }: HttpContext) {
    // The query-string parser turns `1,2` into ['1', '2']: both lists are read back as the text they were.
    const qs = request.qs()
    const asText = (value: unknown) => (Array.isArray(value) ? value.join(',') : value)
    const query = await likeStatusValidator.validate({ ...qs, ids: asText(qs.ids), targets: asText(qs.targets) })
    const targets = query.targets
      ? parseLikeTargets(query.targets)
      : parseLikeTargets(
          query
            .ids!.split(',')
            .map((id) => `${query.targetType}:${id}`)
            .join(',')
        )
    if (!targets) throw fieldError(query.targets ? 'targets' : 'ids', 'LIKE_TARGETS_INVALID')
    response.header('Cache-Control', 'private, no-store')
    return { success: true, statuses: await likeStatuses(viewer!, targets satisfies LikeTarget[]) }
  }

  /** GET /api/favorites: the signed-in person's likes and follows (My tickets). */
  async favorites({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'private, no-store')
    return { success: true, data: await favoritesOf(viewer!) }
  }
}
