import type { HttpContext } from '@adonisjs/core/http'
import {
  changePasswordValidator,
  codeValidator,
  emailChangeValidator,
  phoneChangeValidator,
  profileUpdateValidator,
} from '#validators/accounts/auth_validator'
import {
  cancelEmailChange,
  cancelPhoneChange,
  changePassword,
  currentEmailChange,
  currentPhoneChange,
  emailChangeView,
  phoneChangeView,
  startEmailChange,
  startPhoneChange,
  updateProfile,
  verifyEmailChange,
  verifyPhoneChange,
} from '#services/accounts/account_service'
import { accountDetails, profileUser, sessionGrant } from '#transformers/user_transformer'
import { accountDetailsFor } from '#services/accounts/admin_users_service'
import { parseEntityId } from '#domain/entity_id'
import { text } from '#exceptions/messages'
import { clientInfo } from '#http/client_info'

/** /api/users/me/*: the signed-in person's own account (SPEC §2 /account-settings). */
export default class AccountController {
  async profile({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: profileUser(viewer!) }
  }

  /** GET /api/users/{id}/details (SPEC §7 refresh path): one's own account, or any account for an admin. */
  async details({ viewer, params, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: accountDetails(await accountDetailsFor(viewer!, parseEntityId(params.id))) }
  }

  async updateProfile({ viewer, request }: HttpContext) {
    const changes = await request.validateUsing(profileUpdateValidator)
    return { success: true, data: profileUser(await updateProfile(viewer!, changes)) }
  }

  async changePassword({ viewer, request }: HttpContext) {
    const { currentPassword, newPassword } = await request.validateUsing(changePasswordValidator)
    const session = await changePassword(viewer!, currentPassword, newPassword, clientInfo(request))
    return { ...sessionGrant(viewer!, session), message: text('PASSWORD_CHANGED') }
  }

  async emailChange({ viewer }: HttpContext) {
    const request = await currentEmailChange(viewer!)
    return { success: true, data: request ? emailChangeView(request) : null }
  }

  async startEmailChange({ viewer, request, response }: HttpContext) {
    const { newEmail, password } = await request.validateUsing(emailChangeValidator)
    const change = await startEmailChange(viewer!, newEmail, password, request.ip())
    return response.created({
      success: true,
      data: emailChangeView(change),
      message: text('EMAIL_CODE_SENT', { email: change.currentEmail }),
    })
  }

  async verifyEmailChange({ viewer, request }: HttpContext) {
    const { code } = await request.validateUsing(codeValidator)
    const change = await verifyEmailChange(viewer!, code, clientInfo(request))
    const message = text(change.status === 'change_completed' ? 'EMAIL_CHANGED' : 'EMAIL_CODE_SENT', { email: change.newEmail })
    return { success: true, data: emailChangeView(change), message }
  }

  async cancelEmailChange({ viewer }: HttpContext) {
    await cancelEmailChange(viewer!)
    return { success: true, data: null }
  }

  async phoneChange({ viewer }: HttpContext) {
    const request = await currentPhoneChange(viewer!)
    return { success: true, data: request ? phoneChangeView(request) : null }
  }

  async startPhoneChange({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(phoneChangeValidator)
    const change = await startPhoneChange(viewer!, input, request.ip())
    const to = change.status === 'pending_current_verification' ? change.currentPhone : change.newPhone
    return response.created({
      success: true,
      data: phoneChangeView(change),
      message: text('WHATSAPP_CODE_SENT', { phone: String(to) }),
    })
  }

  async verifyPhoneChange({ viewer, request }: HttpContext) {
    const { code } = await request.validateUsing(codeValidator)
    const change = await verifyPhoneChange(viewer!, code, clientInfo(request))
    const message = text(change.status === 'completed' ? 'PHONE_CHANGED' : 'WHATSAPP_CODE_SENT', { phone: change.newPhone })
    return { success: true, data: phoneChangeView(change), message }
  }

  async cancelPhoneChange({ viewer }: HttpContext) {
    const change = await cancelPhoneChange(viewer!)
    return { success: true, data: change ? phoneChangeView(change) : null }
  }
}
