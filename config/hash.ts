import { defineConfig, drivers } from '@adonisjs/core/hash'

/*
 * argon2id with OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1; ASVS 5.0 accepts it).
 * scrypt stays listed only to verify hashes made before the switch; a successful sign-in re-hashes
 * them with argon2id (api/services/accounts/passwords.ts). Cost measured by `npm run bench:hash`.
 */
export const ARGON2ID = { variant: 'id', iterations: 2, memory: 19456, parallelism: 1, saltSize: 16, hashLength: 32 } as const

export default defineConfig({
  default: 'argon2id',
  list: {
    argon2id: drivers.argon2(ARGON2ID),
    scrypt: drivers.scrypt({ cost: 131072, blockSize: 8, parallelization: 1, maxMemory: 256 * 1024 * 1024 }),
  },
})
