import { DateTime } from 'luxon'
import { DomainError } from '#exceptions/domain_error'
import { codeMatches } from '#services/accounts/secrets'
import { VERIFICATION_MAX_ATTEMPTS } from '#domain/auth_rules'

export interface CodeSlot {
  /** Stored HMAC of the code. */
  stored: string | null
  expiresAt: DateTime | null
  attempts: number
  maxAttempts?: number
}

/** What a code check decided; `attempts` is the new count the caller must save before answering. */
export type CodeVerdict = { ok: true; attempts: number } | { ok: false; attempts: number; error: DomainError }

/**
 * SPEC §9: 6 digits, at most 3 attempts, with an expiry. A wrong code costs an attempt; the last wrong
 * attempt voids the code (410, ask for a new one), as does expiry.
 */
export function judgeCode(code: string, subject: string, slot: CodeSlot, now: DateTime = DateTime.now()): CodeVerdict {
  const max = slot.maxAttempts ?? VERIFICATION_MAX_ATTEMPTS
  const expired = !slot.stored || !slot.expiresAt || slot.expiresAt <= now || slot.attempts >= max
  if (expired) return { ok: false, attempts: slot.attempts, error: new DomainError('CODE_EXPIRED', { details: { attemptsRemaining: 0 } }) }
  if (codeMatches(code, subject, slot.stored)) return { ok: true, attempts: slot.attempts }
  const attempts = slot.attempts + 1
  const attemptsRemaining = max - attempts
  const error =
    attemptsRemaining > 0
      ? attemptsRemaining === 1
        ? new DomainError('CODE_INVALID_ONE_ATTEMPT_LEFT', { details: { attemptsRemaining } })
        : new DomainError('CODE_INVALID_ATTEMPTS_LEFT', { params: { attempts: attemptsRemaining }, details: { attemptsRemaining } })
      : new DomainError('CODE_EXPIRED', { details: { attemptsRemaining: 0 } })
  return { ok: false, attempts, error }
}
