/*
 * `BENCH_SERVERS=1,2,4 npm run bench:rush`: the rush once per server count, each in a process of its own (the same
 * cluster, a fresh event each time), then one table side by side: per process and per core of the API servers and of
 * PostgreSQL. Every run checks in SQL that no seat was sold twice; the comparison fails when one did, or sold wrong.
 */
import { spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface RushSummary {
  servers: number
  sellingSeconds: number
  holdsPerSecond: number
  purchasesPerSecond: number
  holdP50: number
  holdP99: number
  purchaseP50: number
  purchaseP99: number
  seatsSold: number
  seats: number
  soldTwice: number
  errors: number
  serverCpuPercent: number[]
  databaseCpuPercent: number
  clientCpuPercent: number
  ceilingApiPerSecond: number
  ceilingSqlPerSecond: number
  /** What a buyer waited for the queue page (page + place), and a poll; 0 without the room. */
  queuePageP99: number
  queuePollP99: number
  room?: {
    admitted: number
    toldSoldOut: number
    windowCorrelation: number
    laterCorrelation: number
    windowBuyers: number
    laterBuyers: number
  }
}

/** The run's figures for the comparison, when it runs as one of its children. */
export function writeRushSummary(summary: RushSummary) {
  const file = process.env.BENCH_SUMMARY_FILE
  if (file) writeFileSync(file, JSON.stringify(summary))
}

const RUSH = fileURLToPath(new URL('./rush.ts', import.meta.url))

function runOnce(servers: number, env: Record<string, string> = {}): Promise<RushSummary | null> {
  const file = join(tmpdir(), `suritickets-rush-summary-${process.pid}-${servers}-${env.BENCH_ROOM ?? ''}.json`)
  rmSync(file, { force: true })
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [RUSH], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SERVERS: String(servers), BENCH_SUMMARY_FILE: file, ...env },
    })
    child.once('exit', () => {
      try {
        resolve(JSON.parse(readFileSync(file, 'utf8')) as RushSummary)
      } catch {
        resolve(null)
      } finally {
        rmSync(file, { force: true })
      }
    })
  })
}

/** Runs each count and prints the table; the exit code (1 when a run failed or sold a seat twice). */
export async function compareServerCounts(counts: number[]): Promise<number> {
  const results: [number, RushSummary | null][] = []
  for (const servers of counts) {
    console.log(`\n━━ BENCH_SERVERS=${servers} ━━`)
    results.push([servers, await runOnce(servers)])
  }
  const cores = (percent: number) => Math.max(0.01, percent / 100)
  const header = [
    'servers',
    'holds/s',
    'purch/s',
    'hold p50',
    'hold p99',
    'purch p50',
    'purch p99',
    'sold',
    'twice',
    'errors',
    'app CPU',
    'DB CPU',
    'holds/s/proc',
    'holds/s/app core',
    'purch/s/app core',
    'purch/s/DB core',
  ]
  const rows = results.map(([servers, r]) => {
    if (!r) return [String(servers), 'run failed']
    const app = r.serverCpuPercent.reduce((a, b) => a + b, 0)
    return [
      String(servers),
      r.holdsPerSecond.toFixed(0),
      r.purchasesPerSecond.toFixed(0),
      `${r.holdP50.toFixed(0)} ms`,
      `${r.holdP99.toFixed(0)} ms`,
      `${r.purchaseP50.toFixed(0)} ms`,
      `${r.purchaseP99.toFixed(0)} ms`,
      `${r.seatsSold}/${r.seats}`,
      String(r.soldTwice),
      String(r.errors),
      `${app.toFixed(0)} %`,
      `${r.databaseCpuPercent.toFixed(0)} %`,
      (r.holdsPerSecond / servers).toFixed(0),
      (r.holdsPerSecond / cores(app)).toFixed(0),
      (r.purchasesPerSecond / cores(app)).toFixed(0),
      (r.purchasesPerSecond / cores(r.databaseCpuPercent)).toFixed(0),
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) => '  ' + cells.map((cell, i) => cell.padStart(widths[i])).join('  ')
  console.log(`\nRush per server count (separate API processes on one PostgreSQL, ${availableParallelism()} cores on this machine):`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
  console.log(
    '  (per core = per second divided by the CPU the API processes, or PostgreSQL, used while selling; the simulated buyers share the same cores)'
  )
  const failed = results.some(([, r]) => !r || r.soldTwice > 0 || r.errors > 0 || r.seatsSold !== r.seats)
  return failed ? 1 : 0
}

/**
 * `BENCH_ROOM=1 npm run bench:rush`: the same buyers (by default 10,000 within 60 s for 500 seats) with the waiting room
 * on and without it, each in a process of its own, side by side. Fails when either sold wrong or had errors.
 */
export async function compareRoom(): Promise<number> {
  const servers = Number((process.env.BENCH_SERVERS || '1').split(',')[0])
  console.log('\n━━ with the waiting room ━━')
  const on = await runOnce(servers, { BENCH_ROOM: 'on' })
  console.log('\n━━ without the waiting room ━━')
  const off = await runOnce(servers, { BENCH_ROOM: 'off' })
  const ms = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '-' : `${value.toFixed(0)} ms`)
  const rows: [string, (r: RushSummary) => string, string][] = [
    ['queue page p99 (page + place)', (r) => (r.room ? ms(r.queuePageP99) : '-'), '< 1000 ms'],
    ['hold p99', (r) => ms(r.holdP99), '< 300 ms'],
    ['hold p50', (r) => ms(r.holdP50), ''],
    ['purchase p99', (r) => ms(r.purchaseP99), '< 500 ms'],
    ['purchase p50', (r) => ms(r.purchaseP50), ''],
    ['seats sold', (r) => `${r.seatsSold}/${r.seats}`, 'exact'],
    ['seats sold twice', (r) => String(r.soldTwice), '0'],
    ['errors', (r) => String(r.errors), '0'],
    ['selling time', (r) => `${r.sellingSeconds.toFixed(1)} s`, ''],
    ['admitted buyers', (r) => (r.room ? String(r.room.admitted) : '-'), ''],
    ['told sold out in the queue', (r) => (r.room ? String(r.room.toldSoldOut) : '-'), ''],
    ['rho, random window', (r) => (r.room ? `${r.room.windowCorrelation.toFixed(2)} (${r.room.windowBuyers})` : '-'), 'near 0'],
    ['rho, later arrivals', (r) => (r.room ? `${r.room.laterCorrelation.toFixed(2)} (${r.room.laterBuyers})` : '-'), '1'],
    ['server CPU', (r) => `${r.serverCpuPercent.reduce((a, b) => a + b, 0).toFixed(0)} %`, ''],
    ['PostgreSQL CPU', (r) => `${r.databaseCpuPercent.toFixed(0)} %`, ''],
  ]
  const cell = (r: RushSummary | null, read: (r: RushSummary) => string) => (r ? read(r) : 'run failed')
  console.log(`\nThe on-sale with and without the waiting room (${availableParallelism()} cores, ${servers} API process(es)):`)
  console.log(`  ${''.padEnd(30)} ${'with room'.padStart(14)} ${'without'.padStart(14)}  goal (with room)`)
  for (const [label, read, goal] of rows) {
    console.log(`  ${label.padEnd(30)} ${cell(on, read).padStart(14)} ${cell(off, read).padStart(14)}  ${goal}`)
  }
  const failed = [on, off].some((r) => !r || r.soldTwice > 0 || r.errors > 0 || r.seatsSold !== r.seats)
  return failed ? 1 : 0
}
