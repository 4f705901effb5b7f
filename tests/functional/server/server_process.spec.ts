/*
 * `npm start` as a process: a second start on the same database refuses in one line naming the
 * running server's URL and leaves it serving; Ctrl-C (SIGINT to the whole process group, as a terminal sends
 * it) stops pg-boss and the HTTP server before PostgreSQL, so nothing is logged at error level.
 *
 * A spawned server prints nothing until it listens: it creates its cluster (initdb), loads the whole app, migrates
 * and, in development, seeds the demo data, and under `npm test` it shares the 2 cores with japa, the typechecks,
 * lint, the fault suite and the axe journeys. Doing that twice (a fresh cluster per test, with demo data) once took
 * more than 150 s. So the tests share one cluster (the first start prepares it, the next ones reuse it) and leave
 * the demo data out, which none of them needs; a failure says how long it waited, how busy the machine was and what
 * the server printed.
 */
import { loadavg } from 'node:os'
import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

interface Started {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
  startedAt: number
}

function startServer(env: Record<string, string>): Started {
  let output = ''
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    // Its own process group, so the test can send SIGINT to the group the way a terminal's Ctrl-C does.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_HOST: '',
      WHATSAPP_ACCESS_TOKEN: '',
      DEMO_DATA: 'false',
      ...env,
    },
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited, startedAt: Date.now() }
}

/** Why a spawned server is not serving: how long it was given, how busy the machine was, whether it lives, its log. */
function diagnosis(server: Started): string {
  const seconds = ((Date.now() - server.startedAt) / 1000).toFixed(0)
  const alive = server.child.exitCode === null ? 'still running' : `exited with ${server.child.exitCode}`
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
  return `after ${seconds} s (${alive}; load average ${load}); its output:\n${server.output() || '(nothing printed)'}`
}

/** Beside the suite's own ports (bin/test.ts: PORT 3390, PG_PORT 54339), so two checkouts' suites can run at once. */
const BASE_PORT = Number(process.env.PORT || 3390)
const BASE_PG_PORT = Number(process.env.PG_PORT || 54339)
const [FIRST_PORT, THIRD_PORT, SECOND_PORT] = [BASE_PORT + 2, BASE_PORT + 4, BASE_PORT + 6]
const CLUSTER_PG = BASE_PG_PORT + 52

async function healthy(port: number, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string, server: Started): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms: ${diagnosis(server)}`)), ms)),
  ])
}

test.group('npm start as a process', (group) => {
  const dir = mkdtempSync(join(tmpdir(), 'suritickets-process-'))
  chmodSync(dir, 0o755)
  const dataDir = join(dir, 'pg')
  // One cluster for every test here: whichever test starts first creates and migrates it.
  const env = { PG_DATA_DIR: dataDir, PG_PORT: String(CLUSTER_PG), MAIL_SINK_DIR: join(dir, 'mail'), WHATSAPP_SINK_DIR: join(dir, 'wa') }
  let server: Started | undefined
  group.each.timeout(300_000)
  group.each.teardown(async () => {
    if (server && server.child.exitCode === null) {
      process.kill(-server.child.pid!, 'SIGTERM')
      await server.exited
    }
  })
  group.teardown(async () => {
    rmSync(dir, { recursive: true, force: true })
  })

  test('a second start on the same database refuses in one line and leaves the first serving', async ({ assert }) => {
    server = startServer({ ...env, PORT: String(FIRST_PORT) })
    assert.isTrue(await healthy(FIRST_PORT), `the first server did not start ${diagnosis(server)}`)

    const second = startServer({ ...env, PORT: String(THIRD_PORT) })
    const code = await withTimeout(second.exited, 60_000, 'the second start', second)
    assert.equal(code, 1)
    const lines = second
      .output()
      .split('\n')
      .filter((line) => line.trim())
    assert.lengthOf(lines, 1, second.output())
    assert.include(lines[0], 'draait al')
    assert.include(lines[0], `http://localhost:${FIRST_PORT}/`)

    const health = await fetch(`http://127.0.0.1:${FIRST_PORT}/api/health`)
    assert.equal(health.status, 200)
    assert.equal(((await health.json()) as { database: { status: string } }).database.status, 'ok')
  })

  test('Ctrl-C stops jobs and the HTTP server before PostgreSQL: no error logged, exit 0', async ({ assert }) => {
    server = startServer({ ...env, PORT: String(SECOND_PORT) })
    assert.isTrue(await healthy(SECOND_PORT), `the server did not start ${diagnosis(server)}`)
    // Some traffic and the background jobs running, as in real use.
    await fetch(`http://127.0.0.1:${SECOND_PORT}/events`)
    await fetch(`http://127.0.0.1:${SECOND_PORT}/api/events/public`)
    await new Promise((r) => setTimeout(r, 1500))
    const before = server.output().length

    process.kill(-server.child.pid!, 'SIGINT')
    const code = await withTimeout(server.exited, 30_000, 'stopping', server)
    const shutdownLog = server.output().slice(before)
    assert.equal(code, 0, shutdownLog)
    assert.notMatch(shutdownLog, /"level":(50|60)/, shutdownLog)
    assert.notInclude(shutdownLog, 'terminating connection due to administrator command')
    assert.notInclude(shutdownLog, 'ECONNREFUSED')
  })
})
