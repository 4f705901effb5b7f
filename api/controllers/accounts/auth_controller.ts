import type { HttpContext } from '@adonisjs/core/http'
import {
  emailLoginValidator,
  emailValidator,
  phoneCodeValidator,
  phoneValidator,
  registerValidator,
  resetPasswordValidator,
  tokenValidator,
  whatsappLoginValidator,
} from '#validators/accounts/auth_validator'
import { loginWithEmail, loginWithPhone, logout, register } from '#services/accounts/auth_service'
import {
  forgotPassword,
  isEmailRegistered,
  resendEmailVerification,
  resetPassword,
  sendPhoneVerificationCode,
  verifyEmail,
  verifyPhone,
} from '#services/accounts/verification_service'
import { clientInfo } from '#http/client_info'
import { authUser, sessionGrant, signInAnswer } from '#transformers/user_transformer'
import { mustSetUpTwoFactor } from '#services/accounts/two_factor_service'
import { requestLanguage } from '#http/request_language'
import { text } from '#exceptions/messages'

const client = ({ request }: HttpContext) => clientInfo(request)

/** SPEC §7 "Auth": register, the three sign-ins, the session check and logout, verification and recovery. */
export default class AuthController {
  async register(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(registerValidator)
    const { user, session } = await register(input, client(ctx))
    const message = user.phone
      ? 'Je account is aangemaakt. Bevestig je e-mailadres via de link in je mail en je telefoonnummer met de WhatsApp-code.'
      : 'Je account is aangemaakt. Bevestig je e-mailadres via de link in je mail.'
    return ctx.response.created({ ...sessionGrant(user, session), message })
  }

  /** POST /api/auth/login and its fallback /api/auth/login-user (same payload, same answer). */
  async login(ctx: HttpContext) {
    const { email, password, ...second } = await ctx.request.validateUsing(emailLoginValidator)
    return signInAnswer(await loginWithEmail(email, password, client(ctx), second))
  }

  async loginWhatsapp(ctx: HttpContext) {
    const { phone, password, ...second } = await ctx.request.validateUsing(whatsappLoginValidator)
    return signInAnswer(await loginWithPhone(phone, password, client(ctx), second))
  }

  /** 200 with the person while the token works; 401/403 tell the browser to sign out (SPEC §4). */
  async validateStatus({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, user: authUser(viewer!), ...(mustSetUpTwoFactor(viewer!) ? { twoFactorSetupRequired: true } : {}) }
  }

  async logout({ viewer, viewerSession, request }: HttpContext) {
    await logout(viewer!.id, viewerSession!.id, clientInfo(request))
    return { success: true, message: text('LOGGED_OUT') }
  }

  async verifyEmail({ request }: HttpContext) {
    const { token } = await request.validateUsing(tokenValidator)
    return { success: true, message: await verifyEmail(token) }
  }

  async resendVerificationEmail({ viewer, request }: HttpContext) {
    return { success: true, message: await resendEmailVerification(viewer!, requestLanguage(request)) }
  }

  async sendPhoneCode(ctx: HttpContext) {
    const { phone } = await ctx.request.validateUsing(phoneValidator)
    return { success: true, ...(await sendPhoneVerificationCode(phone, ctx.request.ip(), requestLanguage(ctx.request))) }
  }

  async verifyWhatsapp(ctx: HttpContext) {
    const { phone, code } = await ctx.request.validateUsing(phoneCodeValidator)
    return { success: true, message: await verifyPhone(phone, code, ctx.request.ip()) }
  }

  /** POST /api/auth/email-check: { registered } for checkout's 'Dit e-mailadres is al geregistreerd.' hint. */
  async emailCheck(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(emailValidator)
    return { success: true, registered: await isEmailRegistered(email, ctx.request.ip()) }
  }

  async forgotPassword(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(emailValidator)
    return { success: true, message: await forgotPassword(email, ctx.request.ip(), requestLanguage(ctx.request)) }
  }

  async resetPassword(ctx: HttpContext) {
    const { token, password } = await ctx.request.validateUsing(resetPasswordValidator)
    const { message, signInPath } = await resetPassword(token, password, client(ctx))
    return { success: true, message, signInPath }
  }
}
