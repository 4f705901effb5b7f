/*
 * `npm test`: typecheck, lint, the japa suites, then the Playwright journeys against the built,
 * running product. Prints a final plain `N passed, N failed` line and exits non-zero on any failure.
 * Typecheck and lint count as one check each.
 */
import { spawn } from 'node:child_process'

interface Counts {
  passed: number
  failed: number
  skipped: number
}

interface Step {
  name: string
  command: string[]
  /** Reads the runner's own totals; absent for pass/fail checks. */
  parse?: (output: string) => Counts | undefined
  env?: Record<string, string>
}

// Japa closes with "Tests  4 passed, 1 failed, 1 skipped (6)".
function parseJapa(output: string): Counts | undefined {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => /^\s*Tests\s+.*\(\d+\)/.test(stripAnsi(l)))
  return line ? countsFrom(stripAnsi(line)) : undefined
}

// tests/e2e/support/summary_reporter.ts prints "e2e: 6 passed, 0 failed, 0 skipped".
function parseE2e(output: string): Counts | undefined {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => /^e2e: \d+ passed/.test(stripAnsi(l)))
  return line ? countsFrom(stripAnsi(line)) : undefined
}

// tests/faults/run.ts prints "faults: 26 passed, 0 failed, 0 skipped".
function parseFaults(output: string): Counts | undefined {
  const line = output
    .split('\n')
    .reverse()
    .find((l) => /^faults: \d+ passed/.test(stripAnsi(l)))
  return line ? countsFrom(stripAnsi(line)) : undefined
}

function countsFrom(line: string): Counts {
  const num = (word: string) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0)
  return { passed: num('passed'), failed: num('failed'), skipped: num('skipped') }
}

const ANSI = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*[A-Za-z]', 'g')

function stripAnsi(text: string) {
  return text.replace(ANSI, '')
}

/*
 * Stages run one after another; the steps of a stage run side by side: the static checks need no database and
 * the fault suite mostly waits (holds expiring, jobs taken back), so they share the 2 CI cores with japa's
 * database work, and so do the axe journeys; the other browser journeys get the machine to themselves.
 */
const PLAYWRIGHT = ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']

const stages: Step[][] = [
  // A fresh clone is built by `npm install`; this rebuilds only a front end whose sources changed since.
  [{ name: 'build', command: ['node', 'scripts/build.ts', '--if-stale'] }],
  [
    { name: 'api tests (japa)', command: ['node', '--import=@poppinss/ts-exec', 'bin/test.ts', 'unit', 'functional'], parse: parseJapa },
    // The axe journeys over every public page (≈ 4 minutes, mostly the browser's work) fill the cores japa leaves idle
    // while it waits on PostgreSQL; their own server, database and ports (E2E_PORT + 30 from the default).
    {
      name: 'accessibility journeys (playwright)',
      command: PLAYWRIGHT,
      parse: parseE2e,
      env: { E2E_SHARD: 'axe', E2E_PORT: '3421', E2E_PG_PORT: '54389' },
    },
    { name: 'typecheck api', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'typecheck back office', command: ['tsc', '--noEmit', '-p', 'backoffice/tsconfig.json'] },
    { name: 'typecheck storefront', command: ['astro', 'check', '--root', 'storefront', '--minimumSeverity', 'error'] },
    { name: 'lint', command: ['eslint', '.', '--max-warnings', '0'] },
    { name: 'format', command: ['prettier', '--check', '.'] },
    { name: 'import cycles', command: ['node', 'scripts/check_cycles.ts'] },
    { name: 'fault suite', command: ['node', 'tests/faults/run.ts'], parse: parseFaults },
  ],
  // The other journeys, as two shards side by side with their own servers, databases and ports (E2E_SHARD=1|2): one
  // journey at a time leaves a core mostly idle (it waits on its server and the browser), two fill the machine.
  [
    { name: 'browser journeys 1/2 (playwright)', command: PLAYWRIGHT, parse: parseE2e, env: { E2E_SHARD: '1' } },
    {
      name: 'browser journeys 2/2 (playwright)',
      command: PLAYWRIGHT,
      parse: parseE2e,
      env: { E2E_SHARD: '2', E2E_PORT: '3401', E2E_PG_PORT: '54369' },
    },
  ],
]

function runStep(step: Step, live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const title = `\n━━ ${step.name}: ${step.command.join(' ')}\n`
    if (live) process.stdout.write(title)
    const child = spawn(step.command[0], step.command.slice(1), {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk
      if (live) stream.write(chunk)
    }
    child.stdout.on('data', (chunk) => collect(chunk, process.stdout))
    child.stderr.on('data', (chunk) => collect(chunk, process.stderr))
    child.on('exit', (code, signal) => {
      if (!live) process.stdout.write(title + output)
      resolve({ code: code ?? (signal ? 1 : 0), output })
    })
  })
}

const only = process.argv.slice(2)
const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const rows: string[] = []

async function runCounted(step: Step, live: boolean) {
  const started = Date.now()
  const { code, output } = await runStep(step, live)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  let counts: Counts
  if (step.parse) {
    counts = step.parse(output) ?? { passed: 0, failed: 1, skipped: 0 }
    // A runner that exits non-zero with no failed test counted (crash, hang, setup error) still fails.
    if (code !== 0 && counts.failed === 0) counts.failed = 1
  } else {
    counts = code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 }
  }
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
  const ok = code === 0 && counts.failed === 0
  const row = `${ok ? 'ok  ' : 'FAIL'}  ${step.name.padEnd(32)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped  (${seconds} s)`
  return ok ? row : [row, ...failureLines(output)].join('\n')
}

/**
 * What failed, repeated under the summary (a CI log may show only its tail): the lines the runners mark
 * as failed (japa ✖, Playwright ✘, the fault suite ✗), else the output's last lines.
 */
function failureLines(output: string): string[] {
  const lines = stripAnsi(output).split('\n')
  const marked = [...new Set(lines.filter((l) => /^\s*(✖|✘|✗|×)\s/.test(l)).map((l) => l.trim()))]
  return (marked.length ? marked.slice(0, 15) : lines.filter((l) => l.trim()).slice(-8)).map((l) => `        ${l.slice(0, 600)}`)
}

for (const stage of stages) {
  const chosen = stage.filter((step) => !only.length || only.some((o) => step.name.includes(o)))
  // The first step of a stage prints as it goes (japa's progress); the others print whole when they end.
  rows.push(...(await Promise.all(chosen.map((step, index) => runCounted(step, index === 0)))))
}

console.log('\n━━ summary')
for (const row of rows) console.log(row)
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 ? 1 : 0)
