import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { activityPageValidator } from '#validators/accounts/activity_validator'
import { listActivity, listActivityOf } from '#services/accounts/activity_service'
import { reportNotMe } from '#services/accounts/verification_service'
import { clientInfo } from '#http/client_info'
import { text } from '#exceptions/messages'

const PER_PAGE = 20

/** Recent account activity (SPEC §3 user_activity_logs): the person's own in /account-settings, anyone's for admins. */
export default class AccountActivityController {
  /** GET /api/users/me/activity?page=&perPage= */
  async mine({ viewer, request, response }: HttpContext) {
    const { page, perPage } = await request.validateUsing(activityPageValidator, { data: request.qs() })
    response.header('Cache-Control', 'no-store')
    return { success: true, ...(await listActivity(viewer!.id, page ?? 1, perPage ?? PER_PAGE)) }
  }

  /** POST /api/users/me/activity/not-me: 'Dit was ik niet'. */
  async notMe({ viewer, request }: HttpContext) {
    const { resetSentTo } = await reportNotMe(viewer!, clientInfo(request))
    return { success: true, signedOut: true, resetSentTo, message: text('NOT_ME_REPORTED', { email: resetSentTo }) }
  }

  /** GET /api/admin/users/:id/activity: react-admin's { data, total }. */
  async forUser({ params, request, response }: HttpContext) {
    const { page, perPage } = await request.validateUsing(activityPageValidator, { data: request.qs() })
    response.header('Cache-Control', 'no-store')
    return listActivityOf(parseEntityId(params.id), page ?? 1, perPage ?? PER_PAGE)
  }
}
