/*
 * The signed-in person's own account (/account-settings; SPEC §4 phone and e-mail change statuses, §5 rules):
 * profile, password, and the e-mail and phone change requests, in the browser with the session's token.
 */
import type { EmailChangeView, PhoneChangeView, ProfileUpdate, ProfileUser, SessionGrant } from '#domain/auth_types'
import type { ActivityPage } from '#domain/account_activity'
import { apiCall } from './browser.js'

interface Done {
  success: true
  message?: string
}
interface Data<T> {
  success: true
  data: T
  message?: string
}

/* Browser calls */

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
  activity: (token: string, page: number) =>
    apiCall<ActivityPage & { success: true }>('GET', `/api/users/me/activity?page=${page}&perPage=10`, { token }),
  /** 'Dit was ik niet': every session ends (this one too) and a reset link is mailed. */
  notMe: (token: string) =>
    apiCall<{ success: true; signedOut: true; resetSentTo: string; message: string }>('POST', '/api/users/me/activity/not-me', { token }),
}
