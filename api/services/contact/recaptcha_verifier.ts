/*
 * Server-side check of a reCAPTCHA v3 token: POSTs secret, token and the visitor's IP to the
 * verification endpoint (config/captcha.ts: Google's siteverify, a local fake in tests) and judges the
 * answer with domain/contact_rules.ts. An unreachable or broken endpoint is a 503 (the visitor may retry),
 * never a pass.
 */
import logger from '@adonisjs/core/services/logger'
import type { CaptchaSettings } from '#config/captcha'
import { DomainError } from '#exceptions/domain_error'
import { judgeCaptcha, type RecaptchaVerifyResponse } from '#domain/contact_rules'

/** The score of an accepted token. */
export interface VerifiedCaptcha {
  score: number | null
}

export async function verifyRecaptcha(settings: CaptchaSettings, token: string, remoteIp: string | null): Promise<VerifiedCaptcha> {
  const form = new URLSearchParams({ secret: settings.secretKey ?? '', response: token })
  if (remoteIp) form.set('remoteip', remoteIp)

  let answer: RecaptchaVerifyResponse
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    answer = (await response.json()) as RecaptchaVerifyResponse
  } catch (error) {
    logger.warn({ err: error, verifyUrl: settings.verifyUrl }, 'recaptcha: verification endpoint failed')
    throw new DomainError('CAPTCHA_UNREACHABLE')
  }

  const outcome = judgeCaptcha(answer, settings.minScore)
  if (outcome.ok) return { score: outcome.score }
  // A wrong secret is our configuration, not the visitor's fault: say so in the log.
  const codes = answer['error-codes'] ?? []
  if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
    logger.error({ codes }, 'recaptcha: the verification endpoint refuses RECAPTCHA_SECRET_KEY')
  } else {
    logger.info({ reason: outcome.reason, score: outcome.score, codes }, 'recaptcha: contact message refused')
  }
  throw new DomainError(outcome.reason === 'expired' ? 'CAPTCHA_EXPIRED' : 'CAPTCHA_FAILED')
}
