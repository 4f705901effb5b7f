/*
 * WEB_CONCURRENCY=2: the product as a supervisor with two workers on one port. Both workers answer (their pids in
 * /api/health outside production), GET /metrics adds up both workers' requests, and when one worker is SIGKILLed
 * the supervisor says so and starts a replacement while the other worker goes on answering.
 */
import { get } from 'node:http'
import { sleep, type FaultContext } from './context.ts'

const SCENARIO = 'a worker killed under WEB_CONCURRENCY=2'
const METRICS_TOKEN = 'faults-metrics-token-0123456789abcdef'

/** One request on a connection of its own (no kept-alive socket to a worker that died meanwhile). */
function ask(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = get(`${base}${path}`, { agent: false, headers, timeout: 10_000 }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      response.on('error', () => resolve({ status: 0, body: '' }))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', (error) => resolve({ status: 0, body: (error as NodeJS.ErrnoException).code ?? error.message }))
  })
}

async function healthPid(base: string): Promise<number | null> {
  const answer = await ask(base, '/api/health')
  if (answer.status !== 200) return null
  return (JSON.parse(answer.body) as { pid?: number }).pid ?? null
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The health requests GET /metrics has counted, over every worker it covers. */
async function countedHealthRequests(base: string): Promise<number | null> {
  const answer = await ask(base, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })
  if (answer.status !== 200) return null
  const line = answer.body
    .split('\n')
    .find((l) => l.startsWith('suritickets_http_request_duration_seconds_count{route="/api/health",method="GET",status="2xx"}'))
  return line ? Number(line.split(' ').pop()) : 0
}

export async function workerKilled(ctx: FaultContext) {
  console.log(`\n${SCENARIO}`)
  await ctx.server?.kill('SIGTERM')
  ctx.server = null
  const server = await ctx.startServer({ env: { WEB_CONCURRENCY: '2', METRICS_TOKEN } })
  try {
    // The supervisor starts the second worker once the first has migrated and listens: ask until both have answered.
    const pids = new Set<number>()
    for (let asked = 0; pids.size < 2 && asked < 2000; asked++) {
      const pid = await healthPid(server.base)
      if (pid) pids.add(pid)
      if (pids.size < 2) await sleep(50)
    }
    ctx.check(SCENARIO, 'two worker processes answer on the one port', pids.size === 2, `pids seen: ${[...pids].join(', ')}`)
    if (pids.size < 2) return

    const before = await countedHealthRequests(server.base)
    const HEALTH_REQUESTS = 24
    for (let i = 0; i < HEALTH_REQUESTS; i++) await ask(server.base, '/api/health')
    const after = await countedHealthRequests(server.base)
    ctx.check(
      SCENARIO,
      `one GET /metrics counts the requests of both workers (${HEALTH_REQUESTS} health requests between two scrapes)`,
      before !== null && after !== null && after - before === HEALTH_REQUESTS,
      JSON.stringify({ before, after })
    )
    const refused = await ask(server.base, '/metrics')
    ctx.check(SCENARIO, 'GET /metrics without the token is refused (401)', refused.status === 401, String(refused.status))

    // Requests keep coming while one worker is killed.
    const [victim, survivor] = [...pids]
    const mark = server.outputMark()
    let running = true
    let gone = false
    const afterDeath: { status: number; pid: number | null }[] = []
    const load = Array.from({ length: 4 }, async () => {
      while (running) {
        const startedAfterDeath = gone
        const answer = await ask(server.base, '/api/health')
        if (startedAfterDeath) {
          const pid = answer.status === 200 ? ((JSON.parse(answer.body) as { pid?: number }).pid ?? null) : null
          afterDeath.push({ status: answer.status, pid })
        }
      }
    })
    await sleep(300)
    process.kill(victim, 'SIGKILL')
    while (alive(victim)) await sleep(10)
    gone = true
    // Until a third pid answers (the replacement), bounded by a count of answers rather than a clock.
    const replacementSeen = () => afterDeath.some((a) => a.pid !== null && !pids.has(a.pid))
    for (let waited = 0; !replacementSeen() && waited < 1200; waited++) await sleep(100)
    running = false
    await Promise.all(load)

    const failures = afterDeath.filter((a) => a.status !== 200)
    const replacement = afterDeath.find((a) => a.pid !== null && !pids.has(a.pid))?.pid
    ctx.figure(
      `workers ${victim} (killed) and ${survivor}; replacement ${replacement ?? 'none'}; ${afterDeath.length} requests after the kill, ${afterDeath.filter((a) => a.pid === survivor).length} answered by the survivor`
    )
    ctx.check(
      SCENARIO,
      'every request started after the kill is answered 200',
      failures.length === 0 && afterDeath.length > 0,
      JSON.stringify(failures.slice(0, 5))
    )
    ctx.check(SCENARIO, 'the killed worker never answers again', !afterDeath.some((a) => a.pid === victim))
    ctx.check(SCENARIO, 'a replacement worker (a new pid) answers', replacement !== undefined)
    ctx.check(
      SCENARIO,
      'the supervisor logs the death and the restart in one line',
      new RegExp(`Werkproces ${victim} \\(plaats \\d\\) is gestopt \\(SIGKILL\\); een nieuw start over \\d+ ms`).test(server.output(mark)),
      server.output(mark).slice(-2000)
    )
  } finally {
    await server.kill('SIGTERM')
    ctx.server = null
  }
}
