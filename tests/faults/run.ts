/*
 * `npm run test:faults`: the fault suite (a plain node script, not japa: it runs the real
 * product as child processes against its own embedded PostgreSQL, which it crashes and restarts). Each
 * invariant is one check; it prints its figures, ends with `faults: N passed, N failed, N skipped` and
 * exits non-zero when a check failed or a scenario broke off. FAULTS_ONLY=kill,outage,provider,aggregates,workers,pgbouncer
 * picks scenarios; FAULTS_PORT / FAULTS_PG_PORT / FAULTS_MOLLIE_PORT / FAULTS_PGBOUNCER_PORT move it (defaults 3801, 55401,
 * 3803, 3804). A scenario that cannot run here (pgbouncer not installed) says so in one line and counts as skipped.
 */
import { FaultContext } from './context.ts'
import { abandonedJobsTakenBack, killDuringPurchases } from './kill_server.ts'
import { databaseOutage } from './database_outage.ts'
import { paymentProviderFaults } from './payment_provider.ts'
import { killDuringAggregation } from './aggregation_kill.ts'
import { workerKilled } from './workers.ts'
import { rushThroughPgBouncer } from './pgbouncer.ts'

const scenarios: [string, (ctx: FaultContext) => Promise<void | 'skipped'>][] = [
  ['kill', killDuringPurchases],
  ['outage', databaseOutage],
  ['provider', paymentProviderFaults],
  ['kill', abandonedJobsTakenBack],
  ['aggregates', killDuringAggregation],
  ['workers', workerKilled],
  ['pgbouncer', rushThroughPgBouncer],
]
const only = (process.env.FAULTS_ONLY ?? '').split(',').filter(Boolean)
const started = Date.now()
const ctx = new FaultContext()
let skipped = 0
try {
  await ctx.open()
  for (const [name, run] of scenarios) {
    if (only.length && !only.includes(name)) {
      skipped++
      continue
    }
    try {
      if ((await run(ctx)) === 'skipped') skipped++
    } catch (error) {
      // A scenario that broke off is a failure of its own, not a silent gap.
      ctx.check(name, `scenario ran to the end`, false, (error as Error).stack)
      await ctx.server?.kill()
      ctx.server = null
    }
  }
} catch (error) {
  ctx.check('setup', 'the cluster, the fake Mollie and the product started', false, (error as Error).stack)
} finally {
  await ctx.close().catch((error) => console.error('closing:', error))
}

const failed = ctx.checks.filter((c) => !c.ok)
console.log(`\nFigures (${((Date.now() - started) / 1000).toFixed(0)} s in all):`)
for (const figure of ctx.figures) console.log(`  ${figure}`)
if (failed.length) {
  console.log('\nFailed:')
  for (const check of failed) console.log(`  ✗ [${check.scenario}] ${check.name}${check.detail ? `: ${check.detail.split('\n')[0]}` : ''}`)
}
console.log(`\nfaults: ${ctx.checks.length - failed.length} passed, ${failed.length} failed, ${skipped} skipped`)
process.exit(failed.length > 0 ? 1 : 0)
