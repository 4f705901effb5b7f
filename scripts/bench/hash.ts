/*
 * npm run bench:hash — the cost of one password hash with the parameters of config/hash.ts
 * (scrypt N = 2^17, r = 8, p = 1: OWASP / ASVS 5.0 minimum). Prints the median of 7 single hashes,
 * 4 hashes at once (what a burst of sign-ins costs on a 2-core box) and the memory each takes.
 */
import { randomBytes, scrypt } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number, options: object) => Promise<Buffer>
const OPTIONS = { N: 131072, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }
const hashOnce = () => scryptAsync('Geheim-1234', randomBytes(16), 64, OPTIONS)

const times: number[] = []
for (let i = 0; i < 7; i++) {
  const start = performance.now()
  await hashOnce()
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
const burstStart = performance.now()
await Promise.all([hashOnce(), hashOnce(), hashOnce(), hashOnce()])
const burst = performance.now() - burstStart

console.log('| measure | value |')
console.log('|---|---|')
console.log(`| one hash, median of 7 | ${times[3].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[6].toFixed(0)}) |`)
console.log(`| 4 hashes at once | ${burst.toFixed(0)} ms (${(4000 / burst).toFixed(1)} sign-ins/s) |`)
console.log(`| memory per hash | ${(128 * OPTIONS.N * OPTIONS.r) / 1024 / 1024} MiB |`)
