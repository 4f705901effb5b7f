/*
 * `npm start` (after `npm run build`): embedded PostgreSQL unless DATABASE_URL is set,
 * migrations and demo data (start/database_setup.ts), then API, storefront and back office
 * behind one origin. SIGINT and SIGTERM stop everything, PostgreSQL included.
 */
import 'reflect-metadata'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { startEmbeddedPostgres, defaultDataDir, type EmbeddedDatabase } from './postgres.js'
import { createOriginHandler } from './one_origin.js'

const APP_ROOT = new URL('../', import.meta.url)
const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) return import(new URL(filePath, APP_ROOT).href)
  return import(filePath)
}

let embedded: EmbeddedDatabase | undefined
let app: any
let stopping = false

async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  try {
    if (app) await app.terminate()
  } catch (error) {
    prettyPrintError(error)
  } finally {
    await embedded?.stop()
    process.exit(code)
  }
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  if (!process.env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres({
      dataDir: process.env.PG_DATA_DIR || defaultDataDir('postgres'),
      port: Number(process.env.PG_PORT || 54329),
      database: 'suritickets',
      log: (line) => console.error(line),
    })
    process.env.DATABASE_URL = embedded.url
  }
  process.env.DB_AUTO_SETUP ??= 'true'
  // The storefront renders pages from the API in this same process: never from a client-chosen Host.
  process.env.API_URL ??= `http://127.0.0.1:${process.env.PORT || 3333}`

  const origin = await createOriginHandler({
    storefrontEntry: new URL('storefront/dist/server/entry.mjs', APP_ROOT),
    backofficeDir: fileURLToPath(new URL('backoffice/dist', APP_ROOT)),
    uploadsDir: fileURLToPath(new URL('.data/uploads', APP_ROOT)),
  })

  await new Ignitor(APP_ROOT, { importer: IMPORTER })
    .tap((application) => {
      app = application
      application.booting(async () => {
        await import('#start/env')
      })
      application.ready(() => {
        const port = process.env.PORT || 3333
        console.log(`\n  Suriname Tickets draait op http://localhost:${port}/  (back office: /admin/, API: /api/health)\n`)
      })
    })
    .httpServer()
    .start((handle) => createServer(origin(handle)))
} catch (error) {
  prettyPrintError(error)
  await shutdown(1)
}
