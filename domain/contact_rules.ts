/*
 * The venue and organizer contact forms (SPEC §5 "Contact forms", §8 "Contact"): field rules, shared by the
 * storefront dialog (checks before sending, in the reader's language) and the API (VineJS repeats them, in its
 * words), and the reading of a reCAPTCHA v3 verification answer. Pure: no I/O.
 */

export const CONTACT_TARGETS = ['venue', 'organizer'] as const
export type ContactTarget = (typeof CONTACT_TARGETS)[number]

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  /** A plus and at most 15 digits (E.164). */
  phoneMax: 16,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
  /** A reCAPTCHA token is ~2 KB; anything far longer is not one. */
  tokenMax: 4096,
} as const

/** SPEC §5: a plus, then digits only. */
export const CONTACT_PHONE_PATTERN = /^\+\d+$/
const EMAIL_PATTERN = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/

/** SPEC §5 "input auto-cleaned": non-digits removed, a single leading plus ('' stays '' so the field can be emptied). */
export function cleanContactPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  return raw.trim() === '' ? '' : `+${digits}`
}

export interface ContactFormFields {
  firstName: string
  lastName: string
  email: string
  phone: string
  subject: string
  message: string
}

export type ContactField = keyof ContactFormFields
/** The rule a field breaks (the dialog shows its language's text for it, the API its own). */
export type ContactMessageKey =
  'firstNameRequired' | 'lastNameRequired' | 'invalidEmail' | 'phoneRequired' | 'phoneFormat' | 'subjectRequired' | 'messageTooShort'

/** The first broken rule per field, as a message key (the dialog translates it); empty when the form may be sent. */
export function contactFormErrors(form: ContactFormFields): Partial<Record<ContactField, ContactMessageKey>> {
  const errors: Partial<Record<ContactField, ContactMessageKey>> = {}
  if (!form.firstName.trim()) errors.firstName = 'firstNameRequired'
  if (!form.lastName.trim()) errors.lastName = 'lastNameRequired'
  const email = form.email.trim()
  if (email.length > CONTACT_LIMITS.emailMax || !EMAIL_PATTERN.test(email)) errors.email = 'invalidEmail'
  const phone = form.phone.trim()
  if (phone === '' || phone === '+') errors.phone = 'phoneRequired'
  else if (!CONTACT_PHONE_PATTERN.test(phone) || phone.length > CONTACT_LIMITS.phoneMax) errors.phone = 'phoneFormat'
  if (!form.subject.trim()) errors.subject = 'subjectRequired'
  if (form.message.trim().length < CONTACT_LIMITS.messageMin) errors.message = 'messageTooShort'
  return errors
}

/** The action name the dialog asks reCAPTCHA v3 for; the server checks the token was made for it. */
export const RECAPTCHA_ACTION = 'contact'

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/v3). */
export interface RecaptchaVerifyResponse {
  success?: boolean
  score?: number
  action?: string
  hostname?: string
  challenge_ts?: string
  'error-codes'?: string[]
}

export type CaptchaOutcome =
  | { ok: true; score: number | null }
  /** 'expired': the token ran out (2 minutes) or was used before: the dialog asks to refresh it. */
  | { ok: false; reason: 'expired' | 'failed' | 'low-score' | 'wrong-action'; score: number | null }

/** Whether a verification answer lets the message through: success, the contact action, and a score at or above minScore. */
export function judgeCaptcha(answer: RecaptchaVerifyResponse, minScore: number): CaptchaOutcome {
  const score = typeof answer.score === 'number' && Number.isFinite(answer.score) ? answer.score : null
  if (answer.success !== true) {
    const expired = (answer['error-codes'] ?? []).includes('timeout-or-duplicate')
    return { ok: false, reason: expired ? 'expired' : 'failed', score }
  }
  if (answer.action !== undefined && answer.action !== RECAPTCHA_ACTION) return { ok: false, reason: 'wrong-action', score }
  // v3 always sends a score; an answer without one is not a v3 answer.
  if (score === null || score < minScore) return { ok: false, reason: 'low-score', score }
  return { ok: true, score }
}

/**
 * How the forms run: 'recaptcha' with a site key and a secret; 'off' (no captcha, accepted unverified) only
 * outside production with neither set; 'unavailable' otherwise (production without both, or one without the
 * other): the dialog says it cannot send and the API refuses.
 */
export type CaptchaMode = 'recaptcha' | 'off' | 'unavailable'

export function captchaMode(siteKey: string | null, secretKey: string | null, inProduction: boolean): CaptchaMode {
  if (siteKey && secretKey) return 'recaptcha'
  if (!siteKey && !secretKey && !inProduction) return 'off'
  return 'unavailable'
}

/** A reCAPTCHA v3 token is valid for two minutes; the dialog asks for a fresh one a little before. */
export const RECAPTCHA_TOKEN_LIFETIME_MS = 110_000
