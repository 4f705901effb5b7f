/*
 * npm run bench:hash — the cost of one password hash with the parameters of config/hash.ts (argon2id,
 * m = 19 MiB, t = 2, p = 1). Prints the median of 7 single hashes, 4 hashes at once (what a burst of
 * sign-ins costs on a 2-core box), 19 at once (the demo users hashed at a first start), the memory each
 * takes, and the scrypt hash it replaced (N = 2^17, r = 8, p = 1; still verified for older accounts).
 */
import { randomBytes, scrypt } from 'node:crypto'
import { promisify } from 'node:util'
import argon2 from 'argon2'
import { ARGON2ID } from '../../config/hash.ts'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number, options: object) => Promise<Buffer>
const SCRYPT = { N: 131072, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }
const argonOnce = () =>
  argon2.hash('Geheim-1234', {
    type: argon2.argon2id,
    memoryCost: ARGON2ID.memory,
    timeCost: ARGON2ID.iterations,
    parallelism: ARGON2ID.parallelism,
    hashLength: ARGON2ID.hashLength,
  })
const scryptOnce = () => scryptAsync('Geheim-1234', randomBytes(16), 64, SCRYPT)

async function median(run: () => Promise<unknown>, times: number): Promise<{ median: number; min: number; max: number }> {
  const took: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    await run()
    took.push(performance.now() - start)
  }
  took.sort((a, b) => a - b)
  return { median: took[Math.floor(times / 2)], min: took[0], max: took[times - 1] }
}

async function atOnce(run: () => Promise<unknown>, count: number): Promise<number> {
  const start = performance.now()
  await Promise.all(Array.from({ length: count }, run))
  return performance.now() - start
}

await argonOnce() // loads the native binding
const one = await median(argonOnce, 7)
const four = await atOnce(argonOnce, 4)
const demo = await atOnce(argonOnce, 19)
const old = await median(scryptOnce, 3)

const ms = (value: number) => `${value.toFixed(0)} ms`
console.log(`| measure (argon2id m=${ARGON2ID.memory} KiB, t=${ARGON2ID.iterations}, p=${ARGON2ID.parallelism}) | value |`)
console.log('|---|---|')
console.log(`| one hash, median of 7 | ${ms(one.median)} (min ${ms(one.min)}, max ${ms(one.max)}) |`)
console.log(`| 4 hashes at once | ${ms(four)} (${(4000 / four).toFixed(1)} sign-ins/s) |`)
console.log(`| 19 hashes at once (demo users) | ${ms(demo)} |`)
console.log(`| memory per hash | ${(ARGON2ID.memory / 1024).toFixed(0)} MiB |`)
console.log(`| before: scrypt N=2^17, one hash, median of 3 | ${ms(old.median)} (${(128 * SCRYPT.N * SCRYPT.r) / 1024 / 1024} MiB) |`)
