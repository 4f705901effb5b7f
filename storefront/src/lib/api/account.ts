/*
 * The signed-in person's own account (/account-settings; SPEC §4 phone and e-mail change statuses, §5 rules):
 * profile, password, and the e-mail and phone change requests, in the browser with the session's token.
 */
import type { EmailChangeView, PhoneChangeView, ProfileUpdate, ProfileUser, SessionGrant } from '#domain/auth_types'
import type { ActivityPage } from '#domain/account_activity'
import type { DataExportView, DeletionCheck } from '#domain/own_data'
import type { SessionLine, TwoFactorSetup, TwoFactorStatus } from '#domain/two_factor'
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
  /** Two-factor sign-in: status, a new secret, switching on (answers the recovery codes once) and off. */
  twoFactor: (token: string) => apiCall<TwoFactorStatus & { success: true }>('GET', '/api/auth/two-factor', { token, cache: 'no-store' }),
  twoFactorSetup: (token: string) => apiCall<TwoFactorSetup & { success: true }>('POST', '/api/auth/two-factor/setup', { token }),
  twoFactorEnable: (token: string, code: string) =>
    apiCall<{ success: true; recoveryCodes: string[]; message: string }>('POST', '/api/auth/two-factor/enable', { token, body: { code } }),
  twoFactorDisable: (token: string, password: string, code: string) =>
    apiCall<Done>('POST', '/api/auth/two-factor/disable', { token, body: { password, code } }),
  /** The signed-in sessions: 'afmelden' per session, 'overal afmelden' (every other session). */
  sessions: (token: string) => apiCall<Data<SessionLine[]>>('GET', '/api/auth/sessions', { token, cache: 'no-store' }),
  signOutSession: (token: string, id: string) => apiCall<Done>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`, { token }),
  signOutEverywhere: (token: string) => apiCall<Done>('POST', '/api/auth/sessions/sign-out-everywhere', { token }),
  /** 'Mijn gegevens downloaden': the latest download's state, asking for a new one (202), and the ZIP itself. */
  dataExport: (token: string) => apiCall<Data<DataExportView | null>>('GET', '/api/users/me/data-export', { token, cache: 'no-store' }),
  requestDataExport: (token: string) => apiCall<Data<DataExportView | null>>('POST', '/api/users/me/data-export', { token }),
  downloadDataExport,
  /** 'Account verwijderen': what it would do, then doing it with the password. */
  deletionCheck: (token: string) => apiCall<Data<DeletionCheck>>('GET', '/api/users/me/deletion-check', { token, cache: 'no-store' }),
  deleteAccount: (token: string, password: string) =>
    apiCall<{ success: true; outcome: 'erase' | 'deactivate'; signedOut: true; message: string }>('DELETE', '/api/users/me', {
      token,
      body: { password },
    }),
}

/**
 * The ZIP of the e-mailed link, fetched with the session's token (the link alone is not enough) and handed to the
 * browser as a download; on refusal the API's message.
 */
async function downloadDataExport(
  token: string,
  linkToken: string
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  let response: Response
  try {
    response = await fetch(`/api/users/me/data-export/${encodeURIComponent(linkToken)}`, { headers: { authorization: `Bearer ${token}` } })
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) }
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    return { ok: false, status: response.status, message: body?.message ?? `${response.status}` }
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'mijn-gegevens.zip'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return { ok: true }
}
