/*
 * Ace commands (migrations, seeders, tests). Uses DATABASE_URL; without it the database commands
 * (`npm run db:*`, `node ace migration:*`, …) start the embedded PostgreSQL first, below.
 */
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { startEmbeddedPostgres, defaultDataDir, embeddedDatabaseUrl, liveOwner, type EmbeddedDatabase } from './postgres.js'

const APP_ROOT = new URL('../', import.meta.url)
const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) return import(new URL(filePath, APP_ROOT).href)
  return import(filePath)
}

// Database commands without DATABASE_URL use the same embedded cluster as `npm start`.
const command = process.argv[2] ?? ''
let embedded: EmbeddedDatabase | undefined
if (!process.env.DATABASE_URL && /^(migration|db|make:seeder|admin:)/.test(command)) {
  const dataDir = process.env.PG_DATA_DIR || defaultDataDir('postgres')
  // While `npm start` runs on this cluster, use its PostgreSQL instead of starting (or stopping) one.
  const running = liveOwner(dataDir)
  if (running) {
    process.env.DATABASE_URL = embeddedDatabaseUrl(dataDir, running.pgPort, 'suritickets')
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: Number(process.env.PG_PORT || 54329),
      database: 'suritickets',
      label: `node ace ${command}`,
    })
    process.env.DATABASE_URL = embedded.url
  }
}

await new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
  .finally(() => embedded?.stop())
