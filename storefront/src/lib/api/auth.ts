/*
 * Browser client for the auth and account endpoints (/work/auth-contract.md, SPEC §7 "Auth").
 * Every call sends cookies and, when signed in, the bearer token; answers come back as a typed
 * result instead of throwing, so forms can show field errors (422) and statuses (410, 429).
 */
import type {
  ApiFailure,
  AuthUser,
  EmailChangeView,
  PhoneChangeView,
  ProfileUpdate,
  ProfileUser,
  RegisterRequest,
  SessionGrant,
} from '#domain/auth_types'
import type { VenuePricePeriod } from '#domain/format'
import { pageLanguage } from '../page_language.js'

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; failure: ApiFailure }

/** SPEC §8: message, else error, else the status text; non-JSON answers: 'status: text'. */
function failureFrom(status: number, statusText: string, body: unknown, text: string): ApiFailure {
  if (body && typeof body === 'object') {
    const b = body as Partial<ApiFailure>
    const message = b.message || b.error || statusText || String(status)
    return { ...b, success: false, message, error: b.error || message } as ApiFailure
  }
  const message = `${status}: ${text || statusText}`
  return { success: false, message, error: message }
}

export async function apiCall<T>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null } = {}
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const lang = pageLanguage()
  if (lang) headers['accept-language'] = lang
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, status: 0, failure: { success: false, message, error: message } }
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok || (body && typeof body === 'object' && (body as { success?: unknown }).success === false)) {
    return { ok: false, status: response.status, failure: failureFrom(response.status, response.statusText, body, text) }
  }
  return { ok: true, status: response.status, data: body as T }
}

/** The first message of a 422 field, if any. */
export function fieldError(failure: ApiFailure | null | undefined, field: string): string | undefined {
  const messages = failure?.errors?.[field]
  if (Array.isArray(messages)) return messages[0]
  if (typeof messages === 'string') return messages
  return undefined
}

interface Done {
  success: true
  message?: string
}
interface Data<T> {
  success: true
  data: T
  message?: string
}

export const authApi = {
  login: (email: string, password: string) => apiCall<SessionGrant>('POST', '/api/auth/login', { body: { email, password } }),
  loginUser: (email: string, password: string) => apiCall<SessionGrant>('POST', '/api/auth/login-user', { body: { email, password } }),
  loginWhatsapp: (phone: string, password: string) =>
    apiCall<SessionGrant>('POST', '/api/auth/login-whatsapp', { body: { phone, password } }),
  register: (request: RegisterRequest) => apiCall<SessionGrant & { message?: string }>('POST', '/api/auth/register', { body: request }),
  validateStatus: (token: string) => apiCall<{ success: true; user: AuthUser }>('GET', '/api/auth/validate-status', { token }),
  logout: (token: string) => apiCall<Done>('POST', '/api/auth/logout', { token }),
  verifyEmail: (token: string) => apiCall<Done>('POST', '/api/auth/verify-email', { body: { token } }),
  resendVerificationEmail: (token: string) => apiCall<Done>('POST', '/api/auth/resend-verification-email', { token }),
  sendPhoneCode: (phone: string) => apiCall<Done & { expiresAt?: string }>('POST', '/api/auth/send-phone-code', { body: { phone } }),
  verifyWhatsapp: (phone: string, code: string) => apiCall<Done>('POST', '/api/auth/verify-whatsapp', { body: { phone, code } }),
  forgotPassword: (email: string) => apiCall<Done>('POST', '/api/auth/forgot-password', { body: { email } }),
  resetPassword: (token: string, password: string) => apiCall<Done>('POST', '/api/auth/reset-password', { body: { token, password } }),
}

export const accountApi = {
  profile: (token: string) => apiCall<Data<ProfileUser>>('GET', '/api/users/me/profile', { token }),
  updateProfile: (token: string, update: ProfileUpdate) =>
    apiCall<Data<ProfileUser>>('PUT', '/api/users/me/profile', { token, body: update }),
  changePassword: (token: string, currentPassword: string, newPassword: string) =>
    apiCall<SessionGrant>('PUT', '/api/users/me/password', { token, body: { currentPassword, newPassword } }),
  emailChange: (token: string) => apiCall<Data<EmailChangeView | null>>('GET', '/api/users/me/email-change', { token }),
  startEmailChange: (token: string, newEmail: string, password: string) =>
    apiCall<Data<EmailChangeView>>('POST', '/api/users/me/email-change', { token, body: { newEmail, password } }),
  verifyEmailChange: (token: string, code: string) =>
    apiCall<Data<EmailChangeView>>('POST', '/api/users/me/email-change/verify', { token, body: { code } }),
  cancelEmailChange: (token: string) => apiCall<Done>('DELETE', '/api/users/me/email-change', { token }),
  phoneChange: (token: string) => apiCall<Data<PhoneChangeView | null>>('GET', '/api/users/me/phone-change', { token }),
  startPhoneChange: (token: string, body: { newPhone: string; verificationMethod: 'current_phone' | 'password'; password?: string }) =>
    apiCall<Data<PhoneChangeView>>('POST', '/api/users/me/phone-change', { token, body }),
  verifyPhoneChange: (token: string, code: string) =>
    apiCall<Data<PhoneChangeView>>('POST', '/api/users/me/phone-change/verify', { token, body: { code } }),
  cancelPhoneChange: (token: string) => apiCall<Data<PhoneChangeView>>('DELETE', '/api/users/me/phone-change', { token }),
}

export interface NewVenue {
  name: string
  description?: string
  streetName: string
  houseNumber?: string
  neighborhood?: string
  district: string
  maxCapacity: number
  priceAmount?: number
  pricePeriod?: VenuePricePeriod
  parking: boolean
  accessible: boolean
  wifi: boolean
  catering: boolean
  kitchen: boolean
  airConditioning: boolean
  audioSystem: boolean
  lighting: boolean
  customAmenities: string[]
  website?: string
}

export const venueApi = {
  create: (token: string, venue: NewVenue) =>
    apiCall<Data<{ id: number; isApproved: boolean }>>('POST', '/api/venues', { token, body: venue }),
}
