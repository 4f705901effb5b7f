/*
 * japa entry point: a separate embedded PostgreSQL cluster for tests (unless DATABASE_URL
 * is set), migrated fresh in tests/bootstrap.ts, stopped before the process exits so the
 * exit code is the test result.
 */
process.env.NODE_ENV = 'test'
process.env.HOST ??= '127.0.0.1'
process.env.PORT ??= '3390'
// Every test request comes from 127.0.0.1, so the per-network buying limits (config/limits.ts) would
// make the suites depend on each other's traffic; tests/functional/tickets/buying_limits.spec.ts turns
// them on with client addresses of its own.
process.env.ABUSE_LIMITS ??= 'networkSeatsHeld=0,networkHoldsPerWindow=0,networkPendingPayments=0,networkFreeTicketsPerWindow=0'

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { startEmbeddedPostgres, defaultDataDir, type EmbeddedDatabase } from './postgres.js'

const APP_ROOT = new URL('../', import.meta.url)
const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) return import(new URL(filePath, APP_ROOT).href)
  return import(filePath)
}

let embedded: EmbeddedDatabase | undefined
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({
    dataDir: process.env.PG_DATA_DIR || defaultDataDir('postgres-test'),
    port: Number(process.env.PG_PORT || 54339),
    database: 'suritickets_test',
    label: 'Een japa-testrun',
    log: (line) => console.error(line),
  })
  process.env.DATABASE_URL = embedded.url
}

try {
  await new Ignitor(APP_ROOT, { importer: IMPORTER })
    .tap((app) => {
      app.booting(async () => {
        await import('#start/env')
      })
    })
    .testRunner()
    .configure(async (app) => {
      const { runnerHooks, ...config } = await import('../tests/bootstrap.js')
      processCLIArgs(process.argv.splice(2))
      configure({
        ...app.rcFile.tests,
        ...config,
        ...{
          setup: runnerHooks.setup,
          teardown: runnerHooks.teardown.concat([() => app.terminate()]),
        },
      })
    })
    .run(() => run())
} catch (error) {
  process.exitCode = 1
  prettyPrintError(error)
} finally {
  await embedded?.stop()
}
