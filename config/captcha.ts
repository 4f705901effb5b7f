import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { captchaMode, type CaptchaMode } from '#domain/contact_rules'

/*
 * reCAPTCHA v3 for the contact forms (docs/contact-forms.md). Read on every call (like config/maps.ts) so a
 * test can point the verification at a local fake. The site key is public (the browser sends it to Google);
 * the secret stays on the server. Production start refuses one without the other (config/production_checks.ts).
 */
export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
/** Google's suggested starting point for v3 (0.0 = bot, 1.0 = human). */
export const DEFAULT_MIN_SCORE = 0.5

export interface CaptchaSettings {
  mode: CaptchaMode
  siteKey: string | null
  secretKey: string | null
  verifyUrl: string
  minScore: number
  timeoutMs: number
}

export function captchaSettings(): CaptchaSettings {
  const siteKey = env.get('RECAPTCHA_SITE_KEY')?.trim() || null
  const secretKey = env.get('RECAPTCHA_SECRET_KEY')?.trim() || null
  const minScore = env.get('RECAPTCHA_MIN_SCORE')
  return {
    mode: captchaMode(siteKey, secretKey, app.inProduction),
    siteKey,
    secretKey,
    verifyUrl: env.get('RECAPTCHA_VERIFY_URL')?.trim() || GOOGLE_SITEVERIFY_URL,
    minScore: minScore === undefined || Number.isNaN(minScore) ? DEFAULT_MIN_SCORE : minScore,
    timeoutMs: env.get('RECAPTCHA_TIMEOUT_MS') || 5000,
  }
}
