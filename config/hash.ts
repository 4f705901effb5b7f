import { defineConfig, drivers } from '@adonisjs/core/hash'

export default defineConfig({
  default: 'scrypt',
  list: {
    // Raised to N = 2^17 (OWASP / ASVS 5.0 minimum); the accounts issue measures and may switch to argon2id.
    scrypt: drivers.scrypt({ cost: 131072, blockSize: 8, parallelization: 1, maxMemory: 256 * 1024 * 1024 }),
  },
})
