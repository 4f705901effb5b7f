import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'

/*
 * Password hashing (config/hash.ts: scrypt N = 2^17, r = 8, p = 1, the OWASP/ASVS 5.0 minimum; measured
 * cost in README). Unknown accounts are checked against a dummy hash so both failures take as long.
 */

let dummyHash: Promise<string> | null = null

export function hashPassword(plain: string): Promise<string> {
  return hash.make(plain)
}

/** Whether the password is right; `user` null still costs one hash check. */
export async function passwordMatches(user: User | null, plain: string): Promise<boolean> {
  if (!user) {
    dummyHash ??= hash.make('not-a-real-password-for-timing-only')
    await hash.verify(await dummyHash, plain)
    return false
  }
  return hash.verify(user.password, plain)
}

/** Re-hashes with today's parameters after a successful sign-in when the stored hash is older. */
export async function upgradeHashIfNeeded(user: User, plain: string): Promise<void> {
  if (!hash.needsReHash(user.password)) return
  user.password = await hashPassword(plain)
  await user.save()
}
