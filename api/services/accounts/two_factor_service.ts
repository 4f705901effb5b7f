/*
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through the otpauth library): setting it up,
 * switching it on and off, checking the second factor of a sign-in, recovery codes and remembered devices.
 * The secret is stored encrypted with the app's encryption service; a code is accepted once (the newest accepted
 * 30-second step is kept); the step before and after count (clock drift). Recovery codes and device tokens are
 * stored as SHA-256 only. Who must have it: domain/two_factor.ts twoFactorRequired.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import User from '#models/user'
import RememberedDevice from '#models/remembered_device'
import { DomainError } from '#exceptions/domain_error'
import { passwordMatches } from '#services/accounts/passwords'
import { hit } from '#services/accounts/rate_limits'
import { recordActivity } from '#services/accounts/activity_service'
import { sendRecoveryCodeUsed, sendTwoFactorDisabled } from '#services/accounts/account_messages'
import { forgetRememberedDevices, type ClientInfo } from '#services/accounts/session_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  REMEMBER_DEVICE_DAYS,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_PERIOD_SECONDS,
  isTotpCode,
  normalizeSecondFactor,
  twoFactorRequired,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '#domain/two_factor'

const PURPOSE = 'two-factor-secret'

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** The secret as stored: encrypted with the app's encryption service. */
export function encryptSecret(base32: string): string {
  return encryption.encrypt(base32, { purpose: PURPOSE })
}

function decryptSecret(stored: string | null): string | null {
  if (!stored) return null
  return encryption.decrypt<string>(stored, PURPOSE) ?? null
}

function totpOf(base32: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  })
}

/** The 30-second step a code of `delta` steps from now belongs to. */
function stepOf(delta: number, now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta
}

export function isTwoFactorOn(user: User): boolean {
  return user.twoFactorEnabledAt !== null && user.twoFactorSecret !== null
}

/** An admin without two-factor: their session reaches only the routes that set it up (api/http/route_access.ts). */
export function mustSetUpTwoFactor(user: User): boolean {
  return twoFactorRequired(user.role) && !isTwoFactorOn(user)
}

export async function twoFactorStatus(user: User): Promise<TwoFactorStatus> {
  const row = await db.from('two_factor_recovery_codes').where('user_id', user.id).whereNull('used_at').count('* as left').first()
  return {
    enabled: isTwoFactorOn(user),
    enabledAt: user.twoFactorEnabledAt?.toISO() ?? null,
    required: twoFactorRequired(user.role),
    recoveryCodesLeft: isTwoFactorOn(user) ? Number(row?.left ?? 0) : 0,
  }
}

/** A fresh secret offered to the person: kept (encrypted) as pending until a code from it switches two-factor on. */
export async function startTwoFactorSetup(user: User): Promise<TwoFactorSetup> {
  if (isTwoFactorOn(user)) throw new DomainError('TWO_FACTOR_ALREADY_ON')
  const secret = new Secret({ size: 20 })
  const issuer = (await getPlatformSettings()).websiteName
  const otpauthUrl = totpOf(secret.base32, user.email, issuer).toString()
  user.twoFactorPendingSecret = encryptSecret(secret.base32)
  await user.save()
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 })).toString('base64')}`
  return { secret: secret.base32, otpauthUrl, qrCode }
}

/**
 * Claims the step of a right code for the user, once: an update that only succeeds while the step is newer than the
 * last accepted one, so two requests with the same code cannot both pass.
 */
async function claimStep(userId: number, step: number, trx?: TransactionClientContract): Promise<boolean> {
  const updated = await (trx ?? db)
    .from('users')
    .where('id', userId)
    .where((query) => query.whereNull('two_factor_last_step').orWhere('two_factor_last_step', '<', step))
    .update({ two_factor_last_step: step }, ['id'])
  return updated.length === 1
}

/** The step a code belongs to when it is right for the secret (within the drift window), else null. */
function matchingStep(base32: string, code: string): number | null {
  const delta = totpOf(base32).validate({ token: normalizeSecondFactor(code), window: TOTP_DRIFT_STEPS })
  return delta === null ? null : stepOf(delta)
}

function newRecoveryCode(): string {
  let code = ''
  for (let i = 0; i < 10; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** Switches two-factor on with a code from the pending secret; answers the recovery codes (shown once). */
export async function enableTwoFactor(user: User, code: string, client: ClientInfo): Promise<string[]> {
  await hit('codeCheckPerIp', client.ip)
  if (isTwoFactorOn(user)) throw new DomainError('TWO_FACTOR_ALREADY_ON')
  const pending = decryptSecret(user.twoFactorPendingSecret)
  if (!pending) throw new DomainError('TWO_FACTOR_NOT_STARTED')
  const step = matchingStep(pending, code)
  if (step === null) throw new DomainError('TWO_FACTOR_CODE_INVALID', { field: 'code' })
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await db.transaction(async (trx) => {
    await trx.from('two_factor_recovery_codes').where('user_id', user.id).delete()
    await trx
      .table('two_factor_recovery_codes')
      .multiInsert(codes.map((c) => ({ user_id: user.id, code_hash: sha256(normalizeSecondFactor(c)) })))
    user.useTransaction(trx)
    user.merge({
      twoFactorSecret: user.twoFactorPendingSecret,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: DateTime.now(),
      twoFactorLastStep: String(step),
    })
    await user.save()
  })
  await recordActivity({ userId: user.id, action: 'two_factor_enabled', client })
  return codes
}

export type SecondFactor = 'totp' | 'recovery_code'

/**
 * Checks a sign-in's second factor: a TOTP code (accepted once) or an unused recovery code (then used up).
 * Null when it is wrong; the caller counts that as a failed sign-in.
 */
export async function checkSecondFactor(user: User, code: string): Promise<SecondFactor | null> {
  const secret = decryptSecret(user.twoFactorSecret)
  if (!secret) return null
  if (isTotpCode(code)) {
    const step = matchingStep(secret, code)
    return step !== null && (await claimStep(user.id, step)) ? 'totp' : null
  }
  const used = await db
    .from('two_factor_recovery_codes')
    .where('user_id', user.id)
    .where('code_hash', sha256(normalizeSecondFactor(code)))
    .whereNull('used_at')
    .update({ used_at: new Date() }, ['id'])
  return used.length === 1 ? 'recovery_code' : null
}

/** After a recovery code let someone in: the activity line and a mail to the person. */
export async function recoveryCodeUsed(user: User, client: ClientInfo): Promise<void> {
  await recordActivity({ userId: user.id, action: 'recovery_code_used', client })
  const left = (await twoFactorStatus(user)).recoveryCodesLeft
  await sendRecoveryCodeUsed(user, left, undefined, client.language)
}

/** Switches two-factor off: the password and a code (or a recovery code) prove it is the person. */
export async function disableTwoFactor(user: User, password: string, code: string, client: ClientInfo): Promise<void> {
  await hit('codeCheckPerIp', client.ip)
  if (!isTwoFactorOn(user)) throw new DomainError('TWO_FACTOR_NOT_ON')
  if (!(await passwordMatches(user, password))) throw DomainError.fields('VALIDATION_ERROR', { password: ['PASSWORD_WRONG'] })
  if (!(await checkSecondFactor(user, code))) throw new DomainError('TWO_FACTOR_CODE_INVALID', { field: 'code' })
  await db.transaction(async (trx) => {
    await trx.from('two_factor_recovery_codes').where('user_id', user.id).delete()
    await forgetRememberedDevices(user.id, trx)
    user.useTransaction(trx)
    user.merge({ twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
    await user.save()
    await sendTwoFactorDisabled(user, trx, client.language)
  })
  await recordActivity({ userId: user.id, action: 'two_factor_disabled', client })
}

/** 'Dit apparaat 30 dagen onthouden': a random token for this browser; only its hash is kept. */
export async function rememberDevice(userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await RememberedDevice.create({
    userId,
    tokenHash: sha256(token),
    expiresAt: DateTime.now().plus({ days: REMEMBER_DEVICE_DAYS }),
  })
  return token
}

/** Whether a remembered-device token belongs to this user and still works. */
export async function deviceRemembered(userId: number, token: string | undefined | null): Promise<boolean> {
  if (!token) return false
  const updated = await db
    .from('remembered_devices')
    .where('user_id', userId)
    .where('token_hash', sha256(token))
    .whereNull('revoked_at')
    .where('expires_at', '>', new Date())
    .update({ last_used_at: new Date() }, ['id'])
  return updated.length === 1
}
