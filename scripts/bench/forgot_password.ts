/*
 * `npm run bench:forgot-password`: how long POST /api/auth/forgot-password takes for a known address
 * and for an unknown one (the difference told which addresses have accounts). Requests go
 * one at a time, known and unknown in random order with a pause between them, so the work done after a
 * known address's answer never lands on the next request's clock. Each request comes from its own
 * address (TRUSTED_PROXIES=127.0.0.1 and X-Forwarded-For) and each known address is asked once, so no
 * rate limit answers instead. Prints p50, mean and p90 per kind.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { startProduct } from './server.ts'

const PER_KIND = Number(process.env.BENCH_REQUESTS || 150)
const PAUSE_MS = 40

process.env.TRUSTED_PROXIES ??= '127.0.0.1'
const product = await startProduct(3622, 55222)
const pgPort = Number(process.env.BENCH_PG_PORT || 55222)
const db = new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/suritickets`, max: 2 })

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
  return { p50: at(0.5), mean: values.reduce((a, b) => a + b, 0) / values.length, p90: at(0.9) }
}

try {
  // Accounts straight in the database (the password does not matter here, and hashing 150 would take minutes).
  const known = Array.from({ length: PER_KIND }, () => `bench-known-${randomUUID().slice(0, 12)}@example.sr`)
  await db.query(
    `INSERT INTO users (email, password, first_name, last_name, role, is_email_verified)
     SELECT e, 'not-a-hash', 'Bench', 'Herstel', 'user', true FROM unnest($1::text[]) AS e`,
    [known]
  )
  const unknown = Array.from({ length: PER_KIND }, () => `bench-unknown-${randomUUID().slice(0, 12)}@example.sr`)
  const requests = [
    ...known.map((email) => ({ kind: 'known' as const, email })),
    ...unknown.map((email) => ({ kind: 'unknown' as const, email })),
  ]
  requests.sort(() => Math.random() - 0.5)

  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
  const bodies = new Set<string>()
  let n = 0
  for (const { kind, email } of requests) {
    n++
    const started = performance.now()
    const response = await fetch(`${product.base}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ email }),
    })
    const body = await response.text()
    times[kind].push(performance.now() - started)
    if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}: ${body}`)
    bodies.add(body)
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
  }

  const row = (kind: 'known' | 'unknown') => {
    const s = stats(times[kind])
    return `${kind.padEnd(10)} ${String(times[kind].length).padStart(8)} ${s.p50.toFixed(1).padStart(8)} ${s.mean.toFixed(1).padStart(8)} ${s.p90.toFixed(1).padStart(8)}`
  }
  console.log(`\nPOST /api/auth/forgot-password, ${PER_KIND} known and ${PER_KIND} unknown addresses in random order\n`)
  console.log(`${'address'.padEnd(10)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'mean ms'.padStart(8)} ${'p90 ms'.padStart(8)}`)
  console.log(row('known'))
  console.log(row('unknown'))
  console.log(`\ndistinct answer bodies: ${bodies.size} (goal 1)`)
  const issued = await db.query('SELECT count(*)::int AS n FROM users WHERE email = ANY($1::text[]) AND password_reset_token IS NOT NULL', [
    known,
  ])
  console.log(`reset links made for known addresses after answering: ${issued.rows[0].n} of ${PER_KIND}`)
  if (bodies.size !== 1) process.exitCode = 1
} finally {
  await db.end()
  await product.stop()
}
