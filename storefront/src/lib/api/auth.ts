/*
 * Signing in and out, registration, verification and password recovery (SPEC §7 "Auth"; /work/auth-contract.md),
 * in the browser. Answers come back as a typed result instead of throwing, so forms can show field errors (422)
 * and statuses (410, 429).
 */
import type { AuthUser, RegisterRequest, SessionGrant, TwoFactorChallenge } from '#domain/auth_types'
import { apiCall } from './browser.js'

interface Done {
  success: true
  message?: string
}

/** The second step of a sign-in with two-factor on (domain/two_factor.ts). */
export interface SecondStep {
  twoFactorCode?: string
  rememberDevice?: boolean
  rememberDeviceToken?: string
}

/** A sign-in's answer: the grant, or the request for the two-factor code (no token yet). */
export type SignInAnswer = SessionGrant | TwoFactorChallenge

export function needsTwoFactor(answer: SignInAnswer): answer is TwoFactorChallenge {
  return 'requiresTwoFactor' in answer && answer.requiresTwoFactor === true
}

/** Addresses already checked on this page, with their answer. */
const emailChecks = new Map<string, Promise<boolean>>()

/* Browser calls */

export const authApi = {
  login: (email: string, password: string, second: SecondStep = {}) =>
    apiCall<SignInAnswer>('POST', '/api/auth/login', { body: { email, password, ...second } }),
  loginUser: (email: string, password: string, second: SecondStep = {}) =>
    apiCall<SignInAnswer>('POST', '/api/auth/login-user', { body: { email, password, ...second } }),
  loginWhatsapp: (phone: string, password: string, second: SecondStep = {}) =>
    apiCall<SignInAnswer>('POST', '/api/auth/login-whatsapp', { body: { phone, password, ...second } }),
  register: (request: RegisterRequest) => apiCall<SessionGrant & { message?: string }>('POST', '/api/auth/register', { body: request }),
  validateStatus: (token: string) =>
    apiCall<{ success: true; user: AuthUser; twoFactorSetupRequired?: true }>('GET', '/api/auth/validate-status', { token }),
  logout: (token: string) => apiCall<Done>('POST', '/api/auth/logout', { token }),
  verifyEmail: (token: string) => apiCall<Done>('POST', '/api/auth/verify-email', { body: { token } }),
  resendVerificationEmail: (token: string) => apiCall<Done>('POST', '/api/auth/resend-verification-email', { token }),
  sendPhoneCode: (phone: string) => apiCall<Done & { expiresAt?: string }>('POST', '/api/auth/send-phone-code', { body: { phone } }),
  verifyWhatsapp: (phone: string, code: string) => apiCall<Done>('POST', '/api/auth/verify-whatsapp', { body: { phone, code } }),
  forgotPassword: (email: string) => apiCall<Done>('POST', '/api/auth/forgot-password', { body: { email } }),
  /** The answer names the account's own sign-in page (an invited team member's is not the buyers'). */
  resetPassword: (token: string, password: string) =>
    apiCall<Done & { signInPath?: string }>('POST', '/api/auth/reset-password', { body: { token, password } }),

  /** POST /api/auth/email-check: is this address an account (the 'al geregistreerd' hint)? Asked once per address: the API rations it. */
  emailRegistered(email: string): Promise<boolean> {
    const key = email.trim().toLowerCase()
    let answer = emailChecks.get(key)
    if (!answer) {
      answer = apiCall<{ registered?: boolean }>('POST', '/api/auth/email-check', { body: { email } }).then((result) => {
        if (!result.ok) emailChecks.delete(key) // asked again on the next blur
        return result.ok && result.data.registered === true
      })
      emailChecks.set(key, answer)
    }
    return answer
  },
}
