/*
 * Proving an address or number, and getting back in (SPEC §2 /verify-email, /verify-whatsapp,
 * /forgot-password, /reset-password): links for e-mail, 6-digit WhatsApp codes for phones.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { hit } from '#services/accounts/rate_limits'
import { hashLinkToken } from '#services/accounts/secrets'
import { judgeCode } from '#services/accounts/code_check'
import { hashPassword } from '#services/accounts/passwords'
import { revokeAllSessions, type ClientInfo } from '#services/accounts/session_service'
import { recordActivity } from '#services/accounts/activity_service'
import recoveryRequests from '#services/accounts/recovery_requests'
import { findByEmail, issueEmailVerification } from '#services/accounts/auth_service'
import { VERIFICATION_CODE_TTL_MINUTES } from '#domain/auth_rules'
import type { Language } from '#domain/languages'
import { signInPathFor } from '#domain/access'

/** A user found by a link token's hash; 400 if unknown, 410 if expired. */
async function userByLink(column: 'email_verification_token' | 'password_reset_token', token: string, expiresColumn: keyof User) {
  const user = await User.query().where(column, hashLinkToken(token)).first()
  if (!user) throw new DomainError('LINK_INVALID')
  const expiresAt = user[expiresColumn] as DateTime | null
  if (!expiresAt || expiresAt <= DateTime.now()) throw new DomainError('LINK_EXPIRED')
  return user
}

export async function verifyEmail(token: string): Promise<string> {
  const user = await userByLink('email_verification_token', token, 'emailVerificationExpiresAt')
  user.merge({ isEmailVerified: true, emailVerificationToken: null, emailVerificationExpiresAt: null })
  await user.save()
  return text('EMAIL_VERIFIED')
}

export async function resendEmailVerification(user: User, lang?: Language): Promise<string> {
  if (user.isEmailVerified) return text('EMAIL_ALREADY_VERIFIED')
  await hit('recoveryPerAccount', 'verify-email', user.id)
  await db.transaction((trx) => issueEmailVerification(user, trx, lang))
  return text('VERIFICATION_LINK_SENT')
}

/** Always the same answer after the same work, so the call does not tell which numbers have accounts (recovery_requests.ts). */
export async function sendPhoneVerificationCode(
  phone: string,
  ip: string | null,
  lang?: Language
): Promise<{ message: string; expiresAt: string }> {
  await hit('recoveryPerIp', ip)
  await hit('codeSendPerTarget', phone)
  const expiresAt = DateTime.now().plus({ minutes: VERIFICATION_CODE_TTL_MINUTES })
  await recoveryRequests.requested({ kind: 'phone-code', phone, language: lang })
  return { message: text('PHONE_CODE_SENT'), expiresAt: expiresAt.toISO()! }
}

export async function verifyPhone(phone: string, code: string, ip: string | null): Promise<string> {
  await hit('codeCheckPerIp', ip)
  // The attempt count is saved before any error is answered; the row lock makes it exact.
  const verdict = await db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('phone', phone).forUpdate().first()
    if (user?.isPhoneVerified) return { ok: true as const, attempts: 0 }
    const result = judgeCode(code, phone, {
      stored: user?.phoneVerificationCode ?? null,
      expiresAt: user?.phoneVerificationExpiresAt ?? null,
      attempts: user?.phoneVerificationAttempts ?? 0,
    })
    if (!user) return result
    user.useTransaction(trx)
    if (result.ok) {
      user.merge({ isPhoneVerified: true, phoneVerificationCode: null, phoneVerificationExpiresAt: null, phoneVerificationAttempts: 0 })
    } else {
      user.phoneVerificationAttempts = result.attempts
    }
    await user.save()
    return result
  })
  if (!verdict.ok) throw verdict.error
  return text('PHONE_VERIFIED')
}

/** The same answer after the same work for every address: the link is made and mailed after answering (recovery_requests.ts). */
export async function forgotPassword(email: string, ip: string | null, lang?: Language): Promise<string> {
  await hit('recoveryPerIp', ip)
  await hit('recoveryPerAccount', 'reset', email)
  await recoveryRequests.requested({ kind: 'password-reset', email, language: lang })
  return text('PASSWORD_RESET_SENT')
}

/** The new password is set; returns the answer's text and the account's own sign-in page (SPEC §2), where to sign in next. */
export async function resetPassword(token: string, password: string, client: ClientInfo): Promise<{ message: string; signInPath: string }> {
  await hit('recoveryPerIp', client.ip)
  const user = await userByLink('password_reset_token', token, 'passwordResetExpiresAt')
  const passwordHash = await hashPassword(password)
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    // Following the link proves the address, so it counts as verified too.
    user.merge({ password: passwordHash, passwordResetToken: null, passwordResetExpiresAt: null, isEmailVerified: true })
    await user.save()
    await revokeAllSessions(user.id, 'password_reset', { trx })
  })
  await recordActivity({ userId: user.id, action: 'password_reset', client })
  return { message: text('PASSWORD_RESET_DONE'), signInPath: signInPathFor(user.role) }
}

/**
 * Checkout's blur check (SPEC §5 'Dit e-mailadres is al geregistreerd.'): whether an address has an
 * account, so the buyer can log in instead. SPEC asks for the answer, so it is rationed instead: 10 per
 * 10 minutes and 40 a day per network.
 */
export async function isEmailRegistered(email: string, ip: string | null): Promise<boolean> {
  await hit('emailCheckPerIpDaily', ip)
  await hit('emailCheckPerIp', ip)
  return (await findByEmail(email)) !== null
}

/**
 * 'Dit was ik niet' (SPEC §3 user_activity_logs): every session of the person ends (this one too), the password-reset
 * link is mailed as forgot-password does it (and under its rate limits), and the report is recorded. The person is
 * signed in, so nothing is hidden by answering first: the link and its message are written before the answer.
 */
export async function reportNotMe(user: User, client: ClientInfo): Promise<{ resetSentTo: string }> {
  await hit('recoveryPerIp', client.ip)
  await hit('recoveryPerAccount', 'reset', user.email)
  await revokeAllSessions(user.id, 'not_me')
  await recoveryRequests.handle({ kind: 'password-reset', email: user.email, language: client.language })
  await recordActivity({ userId: user.id, action: 'not_me_reported', client })
  await recordActivity({ userId: user.id, action: 'signed_out_everywhere', client, metadata: { reason: 'not_me' } })
  return { resetSentTo: user.email }
}
