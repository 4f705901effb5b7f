/*
 * The 'auth.*' strings for one language, Dutch filling any gap (SPEC §1), handed to the auth islands
 * as a prop so the browser never loads the other dictionaries.
 */
import type { Language } from '../../languages.js'
import { authNl, type AuthKey, type AuthMessages } from './nl.js'
import { authEn } from './en.js'
import { authEs } from './es.js'
import { authFr } from './fr.js'
import { authDe } from './de.js'

const AUTH_DICTIONARIES: Record<Language, AuthMessages> = { nl: authNl, en: authEn, es: authEs, fr: authFr, de: authDe }

export function authMessages(lang: Language): AuthMessages {
  const chosen = AUTH_DICTIONARIES[lang]
  const merged: AuthMessages = { ...authNl }
  for (const key of Object.keys(chosen) as (keyof AuthMessages)[]) {
    if (chosen[key]) merged[key] = chosen[key]
  }
  return merged
}

/**
 * The strings of the login dialog and form: all the header's dialog carries on every page (the whole
 * 'auth.*' dictionary would add ~14 KB of props to each page's HTML).
 */
export const LOGIN_KEYS = [
  'auth.login.title',
  'auth.login.subtitle',
  'auth.login.close',
  'auth.login.tabsLabel',
  'auth.login.tabEmail',
  'auth.login.tabWhatsapp',
  'auth.login.submit',
  'auth.login.submitting',
  'auth.login.forgot',
  'auth.login.noAccount',
  'auth.login.registerUser',
  'auth.login.registerOrganizer',
  'auth.login.verifyPhone',
  'auth.field.email',
  'auth.field.phone',
  'auth.field.password',
  'auth.error.invalidEmail',
  'auth.error.loginPasswordMin',
  'auth.error.loginPhoneFormat',
  'auth.toast.close',
  'auth.toast.loginFailedTitle',
  'auth.toast.loginFailedText',
  'auth.toast.whatsappLoginFailed',
  'auth.toast.loginSuccessTitle',
  'auth.toast.loginSuccessText',
  'auth.toast.phoneNotVerifiedTitle',
  'auth.toast.phoneNotVerifiedText',
  'auth.twoFactor.codeLabel',
  'auth.twoFactor.codeHint',
  'auth.twoFactor.codeRequired',
  'auth.twoFactor.remember',
  'auth.twoFactor.wrongCode',
] as const satisfies readonly AuthKey[]

export type LoginKey = (typeof LOGIN_KEYS)[number]
export type LoginMessages = Pick<AuthMessages, LoginKey>

/** Only the login dialog's strings (the header's dialog on every page). */
export function loginMessages(lang: Language): LoginMessages {
  const all = authMessages(lang)
  return Object.fromEntries(LOGIN_KEYS.map((key) => [key, all[key]])) as LoginMessages
}
