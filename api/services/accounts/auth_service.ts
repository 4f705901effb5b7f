/*
 * Registering and signing in (SPEC §4, §5, §7 "Auth"): one service for the storefront and back office.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { type MessageRef } from '#exceptions/messages'
import { missingRegistrationFieldText } from '#exceptions/domain_texts'
import { issueSession, revokeSession, type ClientInfo, type IssuedSession } from '#services/accounts/session_service'
import { hashPassword, passwordMatches, upgradeHashIfNeeded } from '#services/accounts/passwords'
import { recordActivity, recordFailedSignInLater } from '#services/accounts/activity_service'
import {
  checkSecondFactor,
  deviceRemembered,
  isTwoFactorOn,
  mustSetUpTwoFactor,
  recoveryCodeUsed,
  rememberDevice,
  type SecondFactor,
} from '#services/accounts/two_factor_service'
import { ensureNotLimited, hit, recordFailure, resetLimit } from '#services/accounts/rate_limits'
import { hashCode, hashLinkToken, newCode, newLinkToken } from '#services/accounts/secrets'
import {
  sendAdminInvitation,
  sendEmailVerification,
  sendPasswordReset,
  sendPhoneCode,
  sendTeamInvitation,
} from '#services/accounts/account_messages'
import { TEAM_INVITATION_TTL_HOURS, type AnyTeamRole } from '#domain/team_rules'
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES, VERIFICATION_CODE_TTL_MINUTES } from '#domain/auth_rules'
import type { RegisterRequest } from '#domain/auth_types'
import type { Language } from '#domain/languages'
import { missingRegistrationFields } from '#domain/registration_rules'
import type { SignInFailure, SignInMethod } from '#domain/account_activity'

/** A 422 on one field, in the same shape as the validators' errors. */
export function fieldError(field: string, text: MessageRef): DomainError {
  return DomainError.fields('VALIDATION_ERROR', { [field]: [text] })
}

export async function findByEmail(email: string, trx?: TransactionClientContract): Promise<User | null> {
  return User.query({ client: trx }).whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first()
}

export async function findByPhone(phone: string, trx?: TransactionClientContract): Promise<User | null> {
  return User.query({ client: trx }).where('phone', phone).first()
}

/** Whether the unique index refused an insert or update. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505'
}

/** Stores a fresh 6-digit WhatsApp code on the user and queues it. */
export async function issuePhoneVerificationCode(user: User, trx: TransactionClientContract, lang?: Language) {
  const code = newCode()
  user.useTransaction(trx)
  user.phoneVerificationCode = hashCode(code, user.phone!)
  user.phoneVerificationExpiresAt = DateTime.now().plus({ minutes: VERIFICATION_CODE_TTL_MINUTES })
  user.phoneVerificationAttempts = 0
  await user.save()
  await sendPhoneCode(user.phone!, code, { key: 'verifyPhone' }, trx, lang)
}

/** A fresh single-use link token on the user (only its hash is stored); returns the token for the message. */
async function storeLinkToken(
  user: User,
  kind: 'emailVerification' | 'passwordReset',
  expiresAt: DateTime,
  trx: TransactionClientContract
): Promise<string> {
  const token = newLinkToken()
  user.useTransaction(trx)
  user.merge({ [`${kind}Token`]: hashLinkToken(token), [`${kind}ExpiresAt`]: expiresAt })
  await user.save()
  return token
}

/** Stores a fresh e-mail verification link on the user and queues the e-mail. */
export async function issueEmailVerification(user: User, trx: TransactionClientContract, lang?: Language) {
  const token = await storeLinkToken(user, 'emailVerification', DateTime.now().plus({ hours: EMAIL_VERIFICATION_TTL_HOURS }), trx)
  await sendEmailVerification(user, token, trx, lang)
}

/** Stores a fresh password-reset link on the user and queues the e-mail. */
export async function issuePasswordReset(user: User, trx: TransactionClientContract, lang?: Language) {
  const token = await storeLinkToken(user, 'passwordReset', DateTime.now().plus({ minutes: PASSWORD_RESET_TTL_MINUTES }), trx)
  await sendPasswordReset(user, token, trx, lang)
}

/** A new team member's first password: the reset link with the invitation's longer life, in an invitation e-mail. */
export async function issueTeamInvitation(
  user: User,
  role: AnyTeamRole,
  organizer: string,
  trx: TransactionClientContract,
  lang?: Language
) {
  const token = await storeLinkToken(user, 'passwordReset', DateTime.now().plus({ hours: TEAM_INVITATION_TTL_HOURS }), trx)
  await sendTeamInvitation({ email: user.email, firstName: user.firstName, role }, organizer, token, trx, lang)
}

/** A new admin's first password: the reset link with the invitation's longer life, in an invitation e-mail. */
export async function issueAdminInvitation(user: User, inviter: string, trx: TransactionClientContract, lang?: Language) {
  const token = await storeLinkToken(user, 'passwordReset', DateTime.now().plus({ hours: TEAM_INVITATION_TTL_HOURS }), trx)
  await sendAdminInvitation({ email: user.email, firstName: user.firstName, isSubAdmin: user.isSubAdmin }, inviter, token, trx, lang)
}

/** Counts a refusal that told an account exists against the network's daily budget of them. */
async function takenAnswer(client: ClientInfo, answer: DomainError): Promise<DomainError> {
  await recordFailure('takenRegistrationPerIp', client.ip)
  return answer
}

export async function register(input: RegisterRequest, client: ClientInfo): Promise<{ user: User; session: IssuedSession }> {
  const role = input.role ?? 'user'
  const method = input.registrationMethod ?? 'email'
  const missing = missingRegistrationFields(input, role, method)
  if (missing.length > 0) {
    throw DomainError.fields(
      'VALIDATION_ERROR',
      Object.fromEntries(missing.map((field) => [field, [missingRegistrationFieldText(field, method)]]))
    )
  }
  await hit('registerPerIp', client.ip)
  // 'Already registered' is SPEC's answer, as the checkout hint's: a network gets a few of them a day,
  // then every registration from it waits, taken address or not, so the 429 itself tells nothing.
  await ensureNotLimited('takenRegistrationPerIp', client.ip)
  if (await findByEmail(input.email)) throw await takenAnswer(client, fieldError('email', 'EMAIL_ALREADY_REGISTERED'))
  if (input.phone && (await findByPhone(input.phone))) throw await takenAnswer(client, fieldError('phone', 'PHONE_ALREADY_REGISTERED'))

  const { password, acceptTerms, ...fields } = input
  const passwordHash = await hashPassword(password)
  try {
    const registered = await db.transaction(async (trx) => {
      const user = await User.create(
        {
          ...fields,
          email: input.email.toLowerCase(),
          role,
          password: passwordHash,
          registrationMethod: method,
          // The storefront's form always asks it; an API client that follows SPEC's payload does not send it.
          termsAcceptedAt: acceptTerms ? DateTime.now() : null,
          isVerified: false,
          isEmailVerified: false,
          isPhoneVerified: false,
        },
        { client: trx }
      )
      await issueEmailVerification(user, trx, client.language)
      if (user.phone) await issuePhoneVerificationCode(user, trx, client.language)
      const session = await issueSession(user, client, trx)
      return { user, session }
    })
    // Registering signs the person in: their activity starts with that sign-in.
    await recordActivity({
      userId: registered.user.id,
      action: 'signed_in',
      client,
      metadata: { method: method === 'whatsapp' ? 'whatsapp_password' : 'email_password', registered: true },
    })
    return registered
  } catch (error) {
    // Two registrations with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) {
      throw await takenAnswer(
        client,
        String((error as { constraint?: string }).constraint).includes('phone')
          ? fieldError('phone', 'PHONE_ALREADY_REGISTERED')
          : fieldError('email', 'EMAIL_ALREADY_REGISTERED')
      )
    }
    throw error
  }
}

/** The checks after a right password, in SPEC order: active account, verified WhatsApp number. */
function signInRefusal(user: User, viaPhone: boolean): { reason: SignInFailure; error: DomainError } | null {
  if (user.deactivatedAt) return { reason: 'account_deactivated', error: new DomainError('ACCOUNT_DEACTIVATED') }
  const needsPhone = viaPhone || user.registrationMethod === 'whatsapp'
  if (needsPhone && !user.isPhoneVerified) {
    return { reason: 'phone_not_verified', error: new DomainError('PHONE_NOT_VERIFIED', { details: { requiresVerification: true } }) }
  }
  return null
}

/** The second step of a sign-in for an account with two-factor on (domain/two_factor.ts). */
export interface SecondFactorInput {
  /** A code from the authenticator app, or a recovery code. */
  twoFactorCode?: string
  /** The token of a device remembered for 30 days: no code needed. */
  rememberDeviceToken?: string
  /** Remember this device after a right code. */
  rememberDevice?: boolean
}

export type SignInResult =
  | {
      kind: 'signed_in'
      user: User
      session: IssuedSession
      /** A new remembered-device token, when asked for with a right code. */
      rememberDeviceToken: string | null
      /** An admin without two-factor: the session reaches only the setup until it is on. */
      twoFactorSetupRequired: boolean
    }
  | { kind: 'two_factor_needed' }

async function signIn(
  identifier: string,
  password: string,
  client: ClientInfo,
  lookup: () => Promise<User | null>,
  failure: 'INVALID_CREDENTIALS' | 'WHATSAPP_LOGIN_FAILED',
  second: SecondFactorInput
): Promise<SignInResult> {
  await hit('loginPerIp', client.ip)
  await ensureNotLimited('loginFailures', identifier, client.ip)
  const user = await lookup()
  const viaPhone = failure === 'WHATSAPP_LOGIN_FAILED'
  const method: SignInMethod = viaPhone ? 'whatsapp_password' : 'email_password'
  // The same answer, after the same work, for an unknown account and a wrong password; the known account's
  // activity line is written after answering, so it adds no time either.
  if (!(await passwordMatches(user, password)) || !user) {
    await recordFailure('loginFailures', identifier, client.ip)
    if (user) recordFailedSignInLater({ userId: user.id, client, metadata: { method, reason: 'wrong_password' } })
    throw new DomainError(failure)
  }
  // With two-factor on, the failure count is cleared only once the second step passed too: wrong codes count
  // in the same limit as wrong passwords.
  let secondFactor: SecondFactor | 'remembered_device' | null = null
  let rememberDeviceToken: string | null = null
  if (isTwoFactorOn(user)) {
    if (await deviceRemembered(user.id, second.rememberDeviceToken)) {
      secondFactor = 'remembered_device'
    } else {
      if (!second.twoFactorCode) return { kind: 'two_factor_needed' }
      secondFactor = await checkSecondFactor(user, second.twoFactorCode)
      if (!secondFactor) {
        await recordFailure('loginFailures', identifier, client.ip)
        await recordActivity({ userId: user.id, action: 'sign_in_failed', client, metadata: { method, reason: 'wrong_two_factor_code' } })
        throw new DomainError('TWO_FACTOR_LOGIN_FAILED', { details: { requiresTwoFactor: true } })
      }
    }
  }
  await resetLimit('loginFailures', identifier, client.ip)
  const refusal = signInRefusal(user, viaPhone)
  if (refusal) {
    await recordActivity({ userId: user.id, action: 'sign_in_failed', client, metadata: { method, reason: refusal.reason } })
    throw refusal.error
  }
  await upgradeHashIfNeeded(user, password)
  if (secondFactor && secondFactor !== 'remembered_device' && second.rememberDevice) rememberDeviceToken = await rememberDevice(user.id)
  const session = await issueSession(user, client)
  await recordActivity({
    userId: user.id,
    action: 'signed_in',
    client,
    metadata: secondFactor ? { method, secondFactor } : { method },
  })
  if (secondFactor === 'recovery_code') await recoveryCodeUsed(user, client)
  return { kind: 'signed_in', user, session, rememberDeviceToken, twoFactorSetupRequired: mustSetUpTwoFactor(user) }
}

export function loginWithEmail(email: string, password: string, client: ClientInfo, second: SecondFactorInput = {}) {
  return signIn(email.toLowerCase(), password, client, () => findByEmail(email), 'INVALID_CREDENTIALS', second)
}

export function loginWithPhone(phone: string, password: string, client: ClientInfo, second: SecondFactorInput = {}) {
  return signIn(phone, password, client, () => findByPhone(phone), 'WHATSAPP_LOGIN_FAILED', second)
}

export async function logout(userId: number, sessionId: string, client: ClientInfo): Promise<void> {
  await revokeSession(sessionId, 'logout')
  await recordActivity({ userId, action: 'signed_out', client })
}
