/*
 * Input rules for signing in, registering and verifying (SPEC §5, §8, §9), shared by the API's validators and
 * the storefront's forms so both check the same thing (each says it in its own words).
 */

export const LOGIN_PASSWORD_MIN = 6
export const CREATION_PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const VERIFICATION_CODE_LENGTH = 6
export const VERIFICATION_MAX_ATTEMPTS = 3
/** Minutes a 6-digit code stays valid. SPEC gives no figure: 10 minutes, as banks and WhatsApp do. */
export const VERIFICATION_CODE_TTL_MINUTES = 10
/** Hours an e-mail verification link stays valid. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48
/** Minutes a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60
/** SPEC §9: the browser re-checks its session every 10 minutes. */
export const SESSION_RECHECK_MS = 600_000

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim())
}

/** SPEC §5 phone login: a plus, a first digit 1-9, then 6 to 14 digits. */
export const LOGIN_PHONE_PATTERN = /^\+[1-9]\d{6,14}$/

/** SPEC §5 phone change: E.164, a plus and 2 to 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/

export const VERIFICATION_CODE_PATTERN = /^\d{6}$/

/**
 * SPEC §5 phone input: keeps only digits and spaces, forces a leading plus and removes extra plus signs.
 * '00597 812' → '+00597 812' is left as typed (the user sees the plus and the pattern message).
 */
export function cleanPhoneInput(raw: string): string {
  const kept = raw.replace(/[^\d ]/g, '').replace(/^ +/, '')
  return kept === '' ? '+' : `+${kept}`
}

/** SPEC: the default country is Suriname, whose numbers have 7 digits and no trunk prefix. */
export const SURINAME_CALLING_CODE = '+597'

/** 7 digits, first 1-9, with or without the plus the phone field forces: a Surinamese number typed locally. */
const SURINAME_LOCAL_PATTERN = /^\+?([1-9]\d{6})$/

/**
 * The one phone normaliser, for sending, checking and storing: spaces, brackets and dashes removed, and a
 * local Surinamese number read as one ('+597 812 3456' → '+5978123456'; '8100011' and the '+8100011' the
 * field makes of it → '+5978100011'). No country has 7-digit international numbers of its own in use here.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s()-]/g, '')
  const local = SURINAME_LOCAL_PATTERN.exec(compact)
  return local ? `${SURINAME_CALLING_CODE}${local[1]}` : compact
}

/**
 * What a phone field starts with: the calling code in the platform's phone hint and a space
 * ('Gebruik formaat: +597 8xxxxxx' → '+597 '), Suriname's when the hint names none.
 */
export function phoneFieldPrefill(hint?: string | null): string {
  const code = /\+[1-9]\d{0,2}(?=[\s\d]*x)/i.exec(hint ?? '')?.[0]
  return `${code ?? SURINAME_CALLING_CODE} `
}

/** A phone field left as it started ('+597 ' from phoneFieldPrefill, or the bare '+' the field forces): no number given. */
export function isUnfilledPhone(raw: string, prefill: string): boolean {
  const phone = normalizePhone(raw)
  return phone === '' || phone === '+' || phone === normalizePhone(prefill)
}

export function isLoginPhone(raw: string): boolean {
  return LOGIN_PHONE_PATTERN.test(normalizePhone(raw))
}

export function isE164(raw: string): boolean {
  return E164_PATTERN.test(normalizePhone(raw))
}

/** Lower-cased, trimmed: e-mail addresses are unique regardless of case. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase()
}
