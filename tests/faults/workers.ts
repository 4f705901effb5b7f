/*
 * WEB_CONCURRENCY=2: the product as a supervisor with two workers on one port. Both workers answer (their pids in
 * /api/health outside production), GET /metrics adds up both workers' requests, pg-boss's jobs run once across the
 * two (each password-reset mail queued, sent and received once; each scheduled job made once a minute), and when one worker
 * is SIGKILLed the supervisor says so and starts a replacement while the other worker goes on answering.
 */
import { readdir, readFile } from 'node:fs/promises'
import { get } from 'node:http'
import { join } from 'node:path'
import { Buyer } from '../../scripts/buyer.ts'
import { clientAddress } from '../../scripts/product_process.ts'
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

/** The recipients of every mail the sink has received (one entry per mail and recipient). */
async function sinkRecipients(dir: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json'))
  const summaries = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as { to: string[] }))
  return summaries.flatMap((summary) => summary.to)
}

const BUYERS = 12

/**
 * Password resets asked through both workers: each request is an 'account-recovery' job that queues the mail in the
 * outbox, and each message an 'outbox-deliver' job. pg-boss hands each job to one worker: every message is claimed
 * once (attempts 1), has one job, and reaches the sink once. (Not the ticket mails of free orders: those wait behind
 * the ticket deliveries the earlier scenarios queued, several minutes on a loaded machine.)
 */
async function mailSentOnce(ctx: FaultContext, base: string) {
  const buyers = Array.from({ length: BUYERS }, (_, n) => new Buyer(base, { clientIp: clientAddress(7000 + n), timeoutMs: 20_000 }))
  for (const buyer of buyers)
    await ctx.db.query(
      `INSERT INTO users (email, password, first_name, last_name, role, is_verified, is_email_verified)
       VALUES ($1, 'not-a-hash: nobody signs in', 'Test', 'Koper', 'organizer', true, true)`,
      [buyer.email]
    )
  const answers = await Promise.all(
    buyers.map(async (buyer) => (await buyer.request('POST', '/api/auth/forgot-password', { email: buyer.email })).status)
  )
  ctx.check(
    SCENARIO,
    `${BUYERS} password resets asked through the two workers are answered (200)`,
    answers.every((status) => status === 200),
    answers.join(', ')
  )
  const emails = buyers.map((buyer) => buyer.email.toLowerCase())
  const waitStarted = Date.now()
  let messages: { id: number; recipient: string; status: string; attempts: number }[] = []
  for (let waited = 0; waited < 1200; waited++) {
    messages = (
      await ctx.db.query(
        `SELECT id, lower(recipient) AS recipient, status, attempts FROM outbox_messages WHERE lower(recipient) = ANY($1) ORDER BY id`,
        [emails]
      )
    ).rows
    const mailed = new Set(messages.map((message) => message.recipient))
    if (mailed.size === BUYERS && messages.every((message) => message.status !== 'pending' && message.status !== 'sending')) break
    await sleep(100)
  }
  ctx.figure(
    `${messages.length} mails queued for ${BUYERS} buyers, ${messages.filter((m) => m.status === 'sent').length} sent, within ${Math.round((Date.now() - waitStarted) / 1000)} s`
  )
  ctx.check(
    SCENARIO,
    "every buyer's mail is sent, each claimed once (attempts 1)",
    new Set(messages.map((m) => m.recipient)).size === BUYERS && messages.every((m) => m.status === 'sent' && m.attempts === 1),
    JSON.stringify(messages.filter((m) => m.status !== 'sent' || m.attempts !== 1).slice(0, 5))
  )
  // A job's row turns 'completed' only after its handler returned, so a moment after the message is marked sent.
  let jobs: { rows: { id: string; jobs: number; completed: number }[] } = { rows: [] }
  for (let waited = 0; waited < 300; waited++) {
    jobs = await ctx.db.query(
      `SELECT data->>'messageId' AS id, count(*)::int AS jobs, count(*) FILTER (WHERE state = 'completed')::int AS completed
       FROM pgboss.job WHERE name = 'outbox-deliver' AND (data->>'messageId')::int = ANY($1) GROUP BY 1`,
      [messages.map((message) => message.id)]
    )
    if (jobs.rows.length === messages.length && jobs.rows.every((row) => row.completed >= 1)) break
    await sleep(100)
  }
  ctx.check(
    SCENARIO,
    'each message has one pg-boss job, completed once',
    jobs.rows.length === messages.length && jobs.rows.every((row) => row.jobs === 1 && row.completed === 1),
    JSON.stringify(jobs.rows.filter((row) => row.jobs !== 1 || row.completed !== 1).slice(0, 5))
  )
  const received = await sinkRecipients(join(ctx.dir, 'mail'))
  const wrong = emails
    .map((email) => ({
      email,
      queued: messages.filter((m) => m.recipient === email).length,
      received: received.filter((to) => to === email).length,
    }))
    .filter((count) => count.queued !== count.received)
  ctx.check(SCENARIO, 'the mail sink received each queued mail once', wrong.length === 0, JSON.stringify(wrong.slice(0, 5)))
}

/**
 * Each worker runs pg-boss's scheduler; a schedule still makes one job per cron occurrence, not one per worker. Waits
 * until two minute boundaries have passed since `since` (and 45 s more for the scheduler's pass), then holds every
 * every-minute schedule to at most one job per boundary crossed, plus one occurrence caught up from before `since`:
 * two workers each making the jobs would make twice the boundaries.
 */
async function scheduledOnce(ctx: FaultContext, since: Date) {
  const minute = (at: number) => Math.floor(at / 60_000)
  await sleep(Math.max(0, (minute(since.getTime()) + 2) * 60_000 + 45_000 - Date.now()))
  const crossed = minute(Date.now()) - minute(since.getTime())
  // A cron job carries its schedule's data: that tells it from a sweep a worker also queues once at its start.
  const made = await ctx.db.query(
    `SELECT s.name, count(j.id)::int AS jobs FROM pgboss.schedule s
     LEFT JOIN pgboss.job j ON j.name = s.name AND j.data IS NOT DISTINCT FROM s.data AND j.created_on >= $1
     WHERE s.cron = '* * * * *' GROUP BY s.name ORDER BY s.name`,
    [since]
  )
  ctx.figure(`every-minute schedules over ${crossed} minute boundaries: ${made.rows.map((r) => `${r.name} ${r.jobs}`).join(', ')}`)
  ctx.check(
    SCENARIO,
    `each every-minute schedule (${made.rows.length}) made one job per minute across the two workers, not one per worker`,
    made.rows.length > 0 && made.rows.every((row) => row.jobs >= 1 && row.jobs <= crossed + 1),
    JSON.stringify({ crossed, made: made.rows })
  )
}

export async function workerKilled(ctx: FaultContext) {
  console.log(`\n${SCENARIO}`)
  await ctx.server?.kill('SIGTERM')
  ctx.server = null
  const server = await ctx.startServer({ env: { WEB_CONCURRENCY: '2', METRICS_TOKEN } })
  const since = new Date()
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

    await mailSentOnce(ctx, server.base)

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
    await scheduledOnce(ctx, since)
  } finally {
    await server.kill('SIGTERM')
    ctx.server = null
  }
}
