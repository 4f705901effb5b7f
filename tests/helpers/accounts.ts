/*
 * Accounts for the auth specs: real users with real (scrypt) password hashes, signed in through the
 * real login endpoint, and a clean rate-limit table between groups.
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { hashPassword } from '#services/accounts/passwords'
import type { UserRole } from '#domain/access'

export const TEST_PASSWORD = 'Geheim-1234'

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
    ...overrides,
  })
}

export async function tokenFor(client: ApiClient, user: User, password = TEST_PASSWORD): Promise<string> {
  const response = await client.post('/api/auth/login').json({ email: user.email, password })
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
