import type { HttpContext } from '@adonisjs/core/http'
import { twoFactorDisableValidator, twoFactorEnableValidator } from '#validators/accounts/auth_validator'
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorStatus } from '#services/accounts/two_factor_service'
import { clientInfo } from '#http/client_info'
import { text } from '#exceptions/messages'

/** Two-factor sign-in (TOTP) in /account-settings: status, setup, switching on and off. */
export default class TwoFactorController {
  /** GET /api/auth/two-factor */
  async status({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, ...(await twoFactorStatus(viewer!)) }
  }

  /** POST /api/auth/two-factor/setup → { secret, otpauthUrl, qrCode } */
  async setup({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, ...(await startTwoFactorSetup(viewer!)) }
  }

  /** POST /api/auth/two-factor/enable { code } → { recoveryCodes } (shown once) */
  async enable({ viewer, request, response }: HttpContext) {
    const { code } = await request.validateUsing(twoFactorEnableValidator)
    const recoveryCodes = await enableTwoFactor(viewer!, code, clientInfo(request))
    response.header('Cache-Control', 'no-store')
    return { success: true, recoveryCodes, message: text('TWO_FACTOR_ENABLED') }
  }

  /** POST /api/auth/two-factor/disable { password, code } */
  async disable({ viewer, request }: HttpContext) {
    const { password, code } = await request.validateUsing(twoFactorDisableValidator)
    await disableTwoFactor(viewer!, password, code, clientInfo(request))
    return { success: true, message: text('TWO_FACTOR_DISABLED') }
  }
}
