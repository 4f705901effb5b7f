/*
 * Accounts for the auth specs: real users with real (scrypt) password hashes, signed in through the
 * real login endpoint, and a clean rate-limit table between groups.
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { hashPassword } from '#services/accounts/passwords'
import { encryptSecret, rememberDevice } from '#services/accounts/two_factor_service'
import { twoFactorRequired } from '#domain/two_factor'
import { DateTime } from 'luxon'
import type { UserRole } from '#domain/access'

export const TEST_PASSWORD = 'Geheim-1234'

/** The TOTP secret (base32) of the test accounts that are made with two-factor on. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/**
 * Admins must have two-factor on (domain/two_factor.ts), so test admins are made with it on (secret
 * TEST_TOTP_SECRET) unless the overrides say otherwise (`twoFactorEnabledAt: null` for an admin without it).
 */
export function twoFactorDefaults(overrides: Partial<User>): Partial<User> {
  if (!twoFactorRequired(overrides.role ?? 'user') || 'twoFactorEnabledAt' in overrides) return {}
  return { twoFactorSecret: encryptSecret(TEST_TOTP_SECRET), twoFactorEnabledAt: DateTime.now() }
}

let passwordHash: Promise<string> | null = null

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.sr`
}

/** +5978xxxxxx with random digits, unique enough for one run. */
export function uniquePhone(): string {
  return `+5978${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`
}

export async function createAccount(overrides: Partial<User> = {}): Promise<User> {
  passwordHash ??= hashPassword(TEST_PASSWORD)
  return User.create({
    email: uniqueEmail(overrides.role ?? 'user'),
    password: await passwordHash,
    role: 'user' as UserRole,
    firstName: 'Test',
    lastName: 'Persoon',
    isEmailVerified: true,
    ...twoFactorDefaults(overrides),
    ...overrides,
  })
}

/**
 * A token through the real login. An account with two-factor on signs in from a remembered device (made here), so
 * a test can sign in as often as it likes without spending TOTP codes (each is accepted once).
 */
export async function tokenFor(client: ApiClient, user: User, password = TEST_PASSWORD): Promise<string> {
  let response = await client.post('/api/auth/login').json({ email: user.email, password })
  if (response.status() === 200 && response.body().requiresTwoFactor) {
    const rememberDeviceToken = await rememberDevice(user.id)
    response = await client.post('/api/auth/login').json({ email: user.email, password, rememberDeviceToken })
  }
  if (response.status() !== 200) throw new Error(`login failed for ${user.email}: ${response.status()} ${response.text()}`)
  return response.body().token as string
}

export async function clearRateLimits(): Promise<void> {
  await db.from('rate_limits').delete()
}

/** Every string in a JSON body, to check that no secret leaves the API. */
export function jsonText(body: unknown): string {
  return JSON.stringify(body)
}
