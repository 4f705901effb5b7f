/*
 * A signed-in person's own account (SPEC §2 /account-settings): profile, password, and the e-mail and
 * phone changes of SPEC §4/§5, each confirmed with 6-digit codes (3 attempts, expiry) — first on the
 * current address or number, then on the new one.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import EmailChangeRequest from '#models/email_change_request'
import PhoneChangeRequest from '#models/phone_change_request'
import EmailAlias from '#models/email_alias'
import PhoneAlias from '#models/phone_alias'
import { DomainError } from '#exceptions/domain_error'
import { hashPassword, passwordMatches } from '#services/accounts/passwords'
import { issueSession, revokeAllSessions, type ClientInfo, type IssuedSession } from '#services/accounts/session_service'
import { hashCode, newCode } from '#services/accounts/secrets'
import { judgeCode, type CodeVerdict } from '#services/accounts/code_check'
import { hit } from '#services/accounts/rate_limits'
import { recordActivity } from '#services/accounts/activity_service'
import { sendEmailCode, sendPhoneCode } from '#services/accounts/account_messages'
import { fieldError, findByEmail, findByPhone, isUniqueViolation } from '#services/accounts/auth_service'
import { VERIFICATION_CODE_TTL_MINUTES, VERIFICATION_MAX_ATTEMPTS } from '#domain/auth_rules'
import type { EmailChangeView, PhoneChangeView, ProfileUpdate } from '#domain/auth_types'

/** A change must be finished within an hour of starting it. */
const CHANGE_TTL_MINUTES = 60

/** Columns every new change request starts with (set here so the model knows them without a reload). */
function freshChange() {
  return {
    currentAttempts: 0,
    newAttempts: 0,
    maxAttempts: VERIFICATION_MAX_ATTEMPTS,
    newVerified: false,
    expiresAt: DateTime.now().plus({ minutes: CHANGE_TTL_MINUTES }),
  }
}

export async function updateProfile(user: User, changes: ProfileUpdate): Promise<User> {
  user.merge(changes)
  await user.save()
  return user
}

/** New password: every session ends (other devices too) and this device gets a fresh token. */
export async function changePassword(user: User, currentPassword: string, newPassword: string, client: ClientInfo): Promise<IssuedSession> {
  await hit('codeCheckPerIp', client.ip)
  if (!(await passwordMatches(user, currentPassword))) throw fieldError('currentPassword', 'CURRENT_PASSWORD_WRONG')
  const passwordHash = await hashPassword(newPassword)
  const session = await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.password = passwordHash
    await user.save()
    await revokeAllSessions(user.id, 'password_change', { trx })
    return issueSession(user, client, trx)
  })
  await recordActivity({ userId: user.id, action: 'password_changed', client })
  return session
}

async function requirePassword(user: User, password: string | undefined, ip: string | null) {
  await hit('codeCheckPerIp', ip)
  if (!password || !(await passwordMatches(user, password))) throw fieldError('password', 'PASSWORD_WRONG')
}

/* ---------- the two-stage code flow shared by e-mail and phone changes ---------- */

type Stage = 'current' | 'new'
type ChangeRequest = EmailChangeRequest | PhoneChangeRequest

interface Flow<R extends ChangeRequest> {
  /** Which code the request waits for, or null when it waits for none. */
  awaiting(request: R): Stage | null
  /** The address or number a stage's code went to (and is bound to). */
  target(request: R, stage: Stage): string
  send(request: R, stage: Stage, code: string, user: User, trx: TransactionClientContract): Promise<void>
  /** After a right code: move on (and send the next code) or finish. */
  advance(request: R, stage: Stage, user: User, trx: TransactionClientContract): Promise<void>
}

async function issueStageCode<R extends ChangeRequest>(
  flow: Flow<R>,
  request: R,
  stage: Stage,
  user: User,
  trx: TransactionClientContract
) {
  const code = newCode()
  request.useTransaction(trx)
  if (stage === 'current') {
    request.merge({ currentCode: hashCode(code, flow.target(request, stage)), currentCodeExpiresAt: codeExpiry(), currentAttempts: 0 })
  } else {
    request.merge({ newCode: hashCode(code, flow.target(request, stage)), newCodeExpiresAt: codeExpiry(), newAttempts: 0 })
  }
  await request.save()
  await flow.send(request, stage, code, user, trx)
}

function codeExpiry(): DateTime {
  return DateTime.now().plus({ minutes: VERIFICATION_CODE_TTL_MINUTES })
}

/** Checks a code against the stage the request waits for; saves the attempt count before answering. */
async function verifyStage<R extends ChangeRequest>(
  flow: Flow<R>,
  load: (trx: TransactionClientContract) => Promise<R | null>,
  user: User,
  code: string
) {
  const verdict: CodeVerdict = await db.transaction(async (trx) => {
    const request = await load(trx)
    const stage = request ? flow.awaiting(request) : null
    if (!request || !stage) throw new DomainError('NO_PENDING_CHANGE')
    const slot =
      stage === 'current'
        ? { stored: request.currentCode, expiresAt: request.currentCodeExpiresAt, attempts: request.currentAttempts }
        : { stored: request.newCode, expiresAt: request.newCodeExpiresAt, attempts: request.newAttempts }
    const result = judgeCode(code, flow.target(request, stage), { ...slot, maxAttempts: request.maxAttempts })
    request.useTransaction(trx)
    if (stage === 'current') request.currentAttempts = result.attempts
    else request.newAttempts = result.attempts
    await request.save()
    if (result.ok) await flow.advance(request, stage, user, trx)
    return result
  })
  if (!verdict.ok) throw verdict.error
}

/* ---------- e-mail change ---------- */

const emailFlow: Flow<EmailChangeRequest> = {
  awaiting: (r) => (r.status === 'pending_current_verification' ? 'current' : r.status === 'current_verified' ? 'new' : null),
  target: (r, stage) => (stage === 'current' ? r.currentEmail : r.newEmail),
  send: (r, stage, code, user, trx) =>
    sendEmailCode(
      stage === 'current' ? r.currentEmail : r.newEmail,
      user,
      code,
      stage === 'current' ? { key: 'confirmEmailChange', email: r.newEmail } : { key: 'confirmNewEmail' },
      trx
    ),
  async advance(r, stage, user, trx) {
    if (stage === 'current') {
      r.merge({ status: 'current_verified', currentVerified: true, currentCode: null })
      await r.save()
      return issueStageCode(emailFlow, r, 'new', user, trx)
    }
    const taken = await findByEmail(r.newEmail, trx)
    if (taken && taken.id !== user.id) throw fieldError('newEmail', 'EMAIL_ALREADY_REGISTERED')
    r.merge({ status: 'change_completed', newVerified: true, newCode: null, completedAt: DateTime.now() })
    await r.save()
    await EmailAlias.create({ userId: user.id, oldEmail: r.currentEmail, newEmail: r.newEmail, reason: 'user_request' }, { client: trx })
    user.useTransaction(trx)
    user.merge({ email: r.newEmail, isEmailVerified: true, pendingEmail: null })
    await user.save()
  },
}

function openEmailChange(userId: number, trx?: TransactionClientContract) {
  return EmailChangeRequest.query({ client: trx })
    .where('user_id', userId)
    .whereIn('status', ['pending_current_verification', 'current_verified'])
    .where('expires_at', '>', DateTime.now().toSQL()!)
    .orderBy('id', 'desc')
}

export function emailChangeView(r: EmailChangeRequest): EmailChangeView {
  return {
    id: r.id,
    status: r.status as EmailChangeView['status'],
    currentEmail: r.currentEmail,
    newEmail: r.newEmail,
    expiresAt: r.expiresAt.toISO()!,
  }
}

export async function currentEmailChange(user: User): Promise<EmailChangeRequest | null> {
  return openEmailChange(user.id).first()
}

export async function startEmailChange(user: User, newEmail: string, password: string, ip: string | null): Promise<EmailChangeRequest> {
  await requirePassword(user, password, ip)
  await hit('codeSendPerTarget', 'email-change', user.id)
  if (newEmail === user.email.toLowerCase()) throw fieldError('newEmail', 'EMAIL_UNCHANGED')
  if (await findByEmail(newEmail)) throw fieldError('newEmail', 'EMAIL_ALREADY_REGISTERED')
  return db.transaction(async (trx) => {
    await EmailChangeRequest.query({ client: trx })
      .where('user_id', user.id)
      .whereIn('status', ['pending_current_verification', 'current_verified'])
      .update({ status: 'cancelled' })
    const request = await EmailChangeRequest.create(
      {
        ...freshChange(),
        userId: user.id,
        currentEmail: user.email,
        newEmail,
        status: 'pending_current_verification',
        currentVerified: false,
      },
      { client: trx }
    )
    user.useTransaction(trx)
    user.pendingEmail = newEmail
    await user.save()
    await issueStageCode(emailFlow, request, 'current', user, trx)
    return request
  })
}

export async function verifyEmailChange(user: User, code: string, client: ClientInfo): Promise<EmailChangeRequest> {
  await hit('codeCheckPerIp', client.ip)
  try {
    await verifyStage(emailFlow, (trx) => openEmailChange(user.id, trx).forUpdate().first(), user, code)
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('newEmail', 'EMAIL_ALREADY_REGISTERED')
    throw error
  }
  const change = await EmailChangeRequest.query().where('user_id', user.id).orderBy('id', 'desc').firstOrFail()
  if (change.status === 'change_completed') await recordActivity({ userId: user.id, action: 'email_changed', client })
  return change
}

export async function cancelEmailChange(user: User): Promise<void> {
  await db.transaction(async (trx) => {
    await openEmailChange(user.id, trx).update({ status: 'cancelled' })
    user.useTransaction(trx)
    user.pendingEmail = null
    await user.save()
  })
}

/* ---------- phone change ---------- */

const phoneFlow: Flow<PhoneChangeRequest> = {
  awaiting: (r) => (r.status === 'pending_current_verification' ? 'current' : r.status === 'pending_new_verification' ? 'new' : null),
  target: (r, stage) => (stage === 'current' ? r.currentPhone! : r.newPhone),
  send: (r, stage, code, _user, trx) =>
    sendPhoneCode(
      stage === 'current' ? r.currentPhone! : r.newPhone,
      code,
      stage === 'current' ? { key: 'confirmPhoneChange' } : { key: 'confirmNewPhone' },
      trx
    ),
  async advance(r, stage, user, trx) {
    if (stage === 'current') {
      r.merge({ status: 'pending_new_verification', currentVerified: true, currentCode: null })
      await r.save()
      return issueStageCode(phoneFlow, r, 'new', user, trx)
    }
    const taken = await findByPhone(r.newPhone, trx)
    if (taken && taken.id !== user.id) throw fieldError('newPhone', 'PHONE_ALREADY_REGISTERED')
    r.merge({ status: 'completed', newVerified: true, newCode: null, completedAt: DateTime.now() })
    await r.save()
    if (r.currentPhone) {
      await PhoneAlias.create({ userId: user.id, oldPhone: r.currentPhone, newPhone: r.newPhone, reason: 'user_request' }, { client: trx })
    }
    user.useTransaction(trx)
    user.merge({ phone: r.newPhone, isPhoneVerified: true })
    await user.save()
  },
}

/** The latest open phone change; one whose time ran out is marked expired (SPEC §4 status). */
async function openPhoneChange(userId: number, trx?: TransactionClientContract, lock = false): Promise<PhoneChangeRequest | null> {
  const query = PhoneChangeRequest.query({ client: trx })
    .where('user_id', userId)
    .whereIn('status', ['pending_current_verification', 'pending_new_verification'])
    .orderBy('id', 'desc')
  if (lock) query.forUpdate()
  const request = await query.first()
  if (request && request.expiresAt <= DateTime.now()) {
    if (trx) request.useTransaction(trx)
    request.status = 'expired'
    await request.save()
    return null
  }
  return request
}

export function phoneChangeView(r: PhoneChangeRequest): PhoneChangeView {
  const attempts = r.status === 'pending_current_verification' ? r.currentAttempts : r.newAttempts
  return {
    id: r.id,
    status: r.status,
    currentPhone: r.currentPhone,
    newPhone: r.newPhone,
    verificationMethod: r.verificationMethod === 'password' ? 'password' : 'current_phone',
    attemptsRemaining: Math.max(0, r.maxAttempts - attempts),
    expiresAt: r.expiresAt.toISO()!,
  }
}

export function currentPhoneChange(user: User): Promise<PhoneChangeRequest | null> {
  return openPhoneChange(user.id)
}

export async function startPhoneChange(
  user: User,
  input: { newPhone: string; verificationMethod: 'current_phone' | 'password'; password?: string },
  ip: string | null
): Promise<PhoneChangeRequest> {
  if (input.verificationMethod === 'password') await requirePassword(user, input.password, ip)
  else if (!user.phone || !user.isPhoneVerified) {
    throw fieldError('verificationMethod', 'PHONE_CHANGE_NEEDS_PASSWORD')
  }
  await hit('codeSendPerTarget', 'phone-change', user.id)
  if (input.newPhone === user.phone) throw fieldError('newPhone', 'PHONE_UNCHANGED')
  if (await findByPhone(input.newPhone)) throw fieldError('newPhone', 'PHONE_ALREADY_REGISTERED')
  return db.transaction(async (trx) => {
    await PhoneChangeRequest.query({ client: trx })
      .where('user_id', user.id)
      .whereIn('status', ['pending_current_verification', 'pending_new_verification'])
      .update({ status: 'cancelled' })
    const byPassword = input.verificationMethod === 'password'
    const request = await PhoneChangeRequest.create(
      {
        ...freshChange(),
        userId: user.id,
        currentPhone: user.phone,
        newPhone: input.newPhone,
        verificationMethod: input.verificationMethod,
        status: byPassword ? 'pending_new_verification' : 'pending_current_verification',
        currentVerified: byPassword,
      },
      { client: trx }
    )
    await issueStageCode(phoneFlow, request, byPassword ? 'new' : 'current', user, trx)
    return request
  })
}

export async function verifyPhoneChange(user: User, code: string, client: ClientInfo): Promise<PhoneChangeRequest> {
  await hit('codeCheckPerIp', client.ip)
  try {
    await verifyStage(phoneFlow, (trx) => openPhoneChange(user.id, trx, true), user, code)
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('newPhone', 'PHONE_ALREADY_REGISTERED')
    throw error
  }
  const change = await PhoneChangeRequest.query().where('user_id', user.id).orderBy('id', 'desc').firstOrFail()
  if (change.status === 'completed') await recordActivity({ userId: user.id, action: 'phone_changed', client })
  return change
}

export async function cancelPhoneChange(user: User): Promise<PhoneChangeRequest | null> {
  const request = await openPhoneChange(user.id)
  if (!request) return null
  request.status = 'cancelled'
  await request.save()
  return request
}
