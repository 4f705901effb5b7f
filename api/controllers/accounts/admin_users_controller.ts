import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import {
  deactivateUser,
  inviteAdmin,
  listUsers,
  reactivateUser,
  setOrganizerVerified,
  updateUser,
  userDetail,
  type UserSort,
} from '#services/accounts/admin_users_service'
import { adminUserDetail, adminUserListItem } from '#transformers/admin_user_transformer'
import {
  createAdminValidator,
  deactivateUserValidator,
  updateUserValidator,
  userFilterValidator,
  userListValidator,
  verifyUserValidator,
} from '#validators/accounts/admin_user_validator'
import { requestLanguage } from '#http/request_language'

/** Every account (access table 'users'); who may change whom: domain/user_admin_rules.ts. */
export default class AdminUsersController {
  /** GET /api/admin/users: react-admin's getList / getMany ({ data, total }). */
  async index({ request }: HttpContext) {
    const input = await userListValidator.validate(request.qs())
    const filter = await userFilterValidator.validate(input.filter ?? {})
    const { rows, total } = await listUsers({
      page: input.page ?? 1,
      perPage: input.perPage ?? 25,
      sort: (input.sort ?? 'createdAt') as UserSort,
      order: (input.order ?? 'DESC').toLowerCase() as 'asc' | 'desc',
      filter,
    })
    return { data: rows.map(adminUserListItem), total }
  }

  async show({ params }: HttpContext) {
    return { data: adminUserDetail(await userDetail(parseEntityId(params.id))) }
  }

  /** POST /api/admin/users: a new admin or sub-admin, invited by e-mail. */
  async store({ request, response, viewer }: HttpContext) {
    const input = await request.validateUsing(createAdminValidator)
    const admin = await inviteAdmin(viewer!, { ...input, isSubAdmin: input.isSubAdmin ?? false }, requestLanguage(request))
    response.status(201)
    return { data: adminUserDetail(await userDetail(admin.id)) }
  }

  async update({ params, request, viewer }: HttpContext) {
    const changes = await request.validateUsing(updateUserValidator)
    const user = await updateUser(viewer!, parseEntityId(params.id), changes)
    return { data: adminUserDetail(await userDetail(user.id)) }
  }

  async deactivate({ params, request, viewer }: HttpContext) {
    const { reason } = await request.validateUsing(deactivateUserValidator)
    const user = await deactivateUser(viewer!, parseEntityId(params.id), reason || null)
    return { data: adminUserDetail(await userDetail(user.id)) }
  }

  async reactivate({ params, viewer }: HttpContext) {
    const user = await reactivateUser(viewer!, parseEntityId(params.id))
    return { data: adminUserDetail(await userDetail(user.id)) }
  }

  /** POST /api/admin/users/:id/verify { isVerified }: the organizer's 'Geverifieerde Organisator' badge. */
  async verify({ params, request, viewer }: HttpContext) {
    const { isVerified } = await request.validateUsing(verifyUserValidator)
    const user = await setOrganizerVerified(viewer!, parseEntityId(params.id), isVerified)
    return { data: adminUserDetail(await userDetail(user.id)) }
  }
}
