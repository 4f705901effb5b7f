import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import db from '@adonisjs/lucid/services/db'
import pg from 'pg'
import { FIRST_ADMIN_HINT } from '#services/server/database_setup_service'

/*
 * The real server (bin/server.ts) started as a child process with NODE_ENV=production, as a deploy would:
 * an unsafe setting stops it in one line before anything starts; a safe start on an empty database has no
 * account (so no known password), says how to make the first admin, and has no Uni5Pay+ sandbox.
 * Port: PRODUCTION_TEST_PORT, default the japa server's PORT + 20.
 */
const APP_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const PORT = Number(process.env.PRODUCTION_TEST_PORT || Number(process.env.PORT || 3390) + 20)
const BASE = `http://127.0.0.1:${PORT}`

interface Started {
  output: () => { stdout: string; stderr: string }
  exited: Promise<number | null>
  stop: () => Promise<number | null>
}

/** bin/server.ts with only these settings (nothing inherited from the test process but PATH and HOME). */
function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: APP_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(PORT), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    output: () => ({ stdout, stderr }),
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** Resolves once /api/health answers 200; rejects when the process ends first or after 90 s. */
async function healthy(server: Started): Promise<void> {
  let ended = false
  void server.exited.then(() => (ended = true))
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline && !ended) {
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the production server did not start:\n${server.output().stdout}\n${server.output().stderr}`)
}

/** Settings a production deploy must have; each test changes one thing. */
function productionEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_KEY: randomBytes(32).toString('base64url'),
    APP_URL: 'https://tickets.example.test',
    DATABASE_URL: databaseUrl,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.href
}

test.group('Production start (bin/server.ts, NODE_ENV=production)', () => {
  test('an unsafe setting is refused in one line on stderr with a non-zero exit, before anything starts', async ({ assert }) => {
    for (const [change, expected] of [
      [
        { UNI5PAY_MODE: 'sandbox' },
        /^Start geweigerd \(NODE_ENV=production\): UNI5PAY_MODE=sandbox in productie .+\. Zie README, "Production"\.$/,
      ],
      [
        { DEMO_DATA: 'true', NODE_TLS_REJECT_UNAUTHORIZED: '0' },
        /^Start geweigerd \(NODE_ENV=production\): DEMO_DATA=true .+; NODE_TLS_REJECT_UNAUTHORIZED=0 .+\.$/,
      ],
    ] as const) {
      // The database URL points nowhere: the refusal comes before any connection is tried.
      const server = startServer({ ...productionEnv('postgres://nobody:nothing@127.0.0.1:1/none'), ...change })
      const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 60_000))])
      if (code === 'timeout') await server.stop()
      assert.equal(code, 1)
      const { stdout, stderr } = server.output()
      const lines = stderr.trim().split('\n')
      assert.lengthOf(lines, 1, stderr)
      assert.match(lines[0], expected)
      assert.equal(stdout.trim(), '')
    }
  }).timeout(150_000)

  test('live Uni5Pay+ without credentials is refused outside production too', async ({ assert }) => {
    const server = startServer({
      UNI5PAY_MODE: 'live',
      UNI5PAY_API_URL: 'https://api.uni5pay.example/',
      DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
    })
    assert.equal(await server.exited, 1)
    assert.equal(
      server.output().stderr.trim(),
      'Start geweigerd: UNI5PAY_MODE=live zonder UNI5PAY_MERCHANT_ID, UNI5PAY_API_KEY. Zie README, "Production".'
    )
  }).timeout(60_000)

  test('a start on an empty database: no accounts, how to make the first admin, no sandbox, Uni5Pay+ not offered', async ({ assert }) => {
    const name = `suritickets_production_${randomBytes(4).toString('hex')}`
    await db.rawQuery(`CREATE DATABASE ${name}`)
    const server = startServer(productionEnv(databaseUrl(name)))
    let exitCode: number | null
    try {
      await healthy(server)
      assert.include(server.output().stdout, FIRST_ADMIN_HINT)

      const client = new pg.Client({ connectionString: databaseUrl(name) })
      await client.connect()
      try {
        const { rows } = await client.query('SELECT count(*)::int AS users FROM users')
        assert.equal(rows[0].users, 0, 'no demo or other account exists')
        const categories = await client.query('SELECT count(*)::int AS n FROM event_categories')
        assert.isAbove(categories.rows[0].n, 0, 'the reference data is there')
      } finally {
        await client.end()
      }

      const login = await fetch(`${BASE}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.sr', password: 'Demo1234!' }),
      })
      assert.equal(login.status, 401)

      // Not registered at all: even input the sandbox's validator would refuse (422) is a 404 here.
      for (const id of [`u5p_${'0'.repeat(24)}`, 'x']) {
        assert.equal((await fetch(`${BASE}/api/payments/uni5pay/sandbox/${id}?key=${'0'.repeat(32)}`)).status, 404)
        const approve = await fetch(`${BASE}/api/payments/uni5pay/sandbox/${id}/approve`, {
          method: 'POST',
          body: new URLSearchParams({ key: 'x' }),
          redirect: 'manual',
        })
        assert.equal(approve.status, 404)
      }

      const methods = (await (await fetch(`${BASE}/api/payments/methods`)).json()) as { methods: { id: string }[] }
      assert.notInclude(
        methods.methods.map((m) => m.id),
        'uni5pay'
      )
      const settings = (await (await fetch(`${BASE}/api/platform-settings/public`)).json()) as { data: { uni5paySandbox: boolean } }
      assert.isFalse(settings.data.uni5paySandbox)
      const create = await fetch(`${BASE}/api/payments/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId: 1,
          tickets: [{ ticketTypeId: 1, quantity: 1 }],
          buyerInfo: { contactMethod: 'email', firstName: 'A', lastName: 'B', email: 'a@example.sr', confirmEmail: 'a@example.sr' },
          reservationId: 'sess-production-check',
          paymentProvider: 'uni5pay',
          paymentMethod: 'uni5pay',
        }),
      })
      assert.equal(create.status, 422)
      assert.equal(((await create.json()) as { message: string }).message, 'Deze betaalmethode is niet beschikbaar.')
    } finally {
      exitCode = await server.stop()
      await db.rawQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
    assert.equal(exitCode, 0, 'SIGTERM stops it cleanly')
  }).timeout(150_000)
})
