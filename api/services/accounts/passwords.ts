import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'

/*
 * Password hashing: argon2id (config/hash.ts; measured cost in docs/benchmarks.md, `npm run bench:hash`). Hashes made
 * before the switch are scrypt ($scrypt$…) and are still verified by their own driver; the first
 * successful sign-in re-hashes them with argon2id. Unknown accounts are checked against a dummy hash
 * so both failures take as long.
 */

let dummyHash: Promise<string> | null = null

export function hashPassword(plain: string): Promise<string> {
  return hash.make(plain)
}

/** The driver that made a stored hash: scrypt for the older ones, else the default (argon2id). */
function hasherOf(stored: string) {
  return stored.startsWith('$scrypt$') ? hash.use('scrypt') : hash.use()
}

/** Whether the password is right; `user` null still costs one hash check. */
export async function passwordMatches(user: User | null, plain: string): Promise<boolean> {
  if (!user) {
    dummyHash ??= hash.make('not-a-real-password-for-timing-only')
    await hash.verify(await dummyHash, plain)
    return false
  }
  return hasherOf(user.password).verify(user.password, plain)
}

/** Re-hashes with today's algorithm and parameters after a successful sign-in when the stored hash is older. */
export async function upgradeHashIfNeeded(user: User, plain: string): Promise<void> {
  if (!hash.needsReHash(user.password)) return
  user.password = await hashPassword(plain)
  await user.save()
}
