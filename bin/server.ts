/*
 * `npm start` (after `npm run build`): embedded PostgreSQL unless DATABASE_URL is set,
 * migrations and demo data (start/database_setup.ts), then API, storefront and back office
 * behind one origin. SIGINT and SIGTERM stop everything, PostgreSQL included.
 *
 * WEB_CONCURRENCY=N (default 1) runs N such processes on one port: this process becomes their supervisor
 * (bin/supervisor.ts), which starts PostgreSQL and the mail sink once and forks the workers; each worker runs
 * the code below with DATABASE_URL and SMTP_HOST already set.
 */
import 'reflect-metadata'
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { startProductDatabase, ClusterInUseError, type EmbeddedDatabase } from './postgres.js'
import { createOriginHandler } from './one_origin.js'
import { refuseUnsafeStart } from './refuse_unsafe_start.js'
import { uploadsDir } from '../config/uploads.js'
import { startDevelopmentMailSink } from './dev_mail_sink.js'
import { webConcurrency } from '../config/production_checks.js'
import { WORKER_READY } from './supervisor.js'
import type { SmtpSink } from '../api/services/messaging/smtp_sink.js'

const APP_ROOT = new URL('../', import.meta.url)
const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) return import(new URL(filePath, APP_ROOT).href)
  return import(filePath)
}

let embedded: EmbeddedDatabase | undefined
let mailSink: SmtpSink | undefined
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
    await mailSink?.close()
    await embedded?.stop()
    process.exit(code)
  }
}

// Unsafe production settings refuse here in one line (it also loads .env, so PORT and DATABASE_URL from it count).
await refuseUnsafeStart(APP_ROOT)
const port = process.env.PORT || 3333

if (cluster.isPrimary && webConcurrency(process.env) > 1) {
  const { supervise } = await import('./supervisor.js')
  await supervise({ workers: webConcurrency(process.env), port, appRoot: APP_ROOT })
} else {
  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))
  await serve()
}

async function serve() {
  try {
    if (!process.env.DATABASE_URL) {
      embedded = await startProductDatabase(port)
      process.env.DATABASE_URL = embedded.url
    }
    process.env.DB_AUTO_SETUP ??= 'true'
    // The storefront renders pages from the API in this same process: never from a client-chosen Host.
    process.env.API_URL ??= `http://127.0.0.1:${port}`

    const origin = await createOriginHandler({
      storefrontEntry: new URL('storefront/dist/server/entry.mjs', APP_ROOT),
      backofficeDir: fileURLToPath(new URL('backoffice/dist', APP_ROOT)),
      // The folder POST /api/uploads writes to (UPLOADS_DIR, default .data/uploads).
      uploadsDir: uploadsDir(),
    })

    await new Ignitor(APP_ROOT, { importer: IMPORTER })
      .tap((application) => {
        app = application
        // A worker's mail settings come from its supervisor, which started the one sink.
        if (!cluster.isWorker)
          application.booting(async () => {
            const { default: env } = await import('#start/env')
            mailSink = await startDevelopmentMailSink((name) => env.get(name as 'SMTP_HOST'), APP_ROOT)
            if (mailSink) {
              env.set('SMTP_HOST', mailSink.host)
              env.set('SMTP_PORT', mailSink.port)
              env.set('SMTP_SECURE', false)
            }
          })
        application.ready(() => {
          // Under the supervisor, it says once that the site runs, when every worker listens.
          if (cluster.isWorker) return void process.send?.({ type: WORKER_READY })
          console.log(`\n  Suriname Tickets draait op http://localhost:${port}/  (back office: /admin/, API: /api/health)\n`)
        })
      })
      .httpServer()
      .start((handle) => {
        const server = createServer(origin(handle))
        // An idle kept-alive connection stays open longer than a proxy's or client's own idle limit (60 s is usual), so
        // the server never closes one at the moment the other side sends a request on it (a 502 or ECONNRESET there).
        server.keepAliveTimeout = 65_000
        server.headersTimeout = 66_000
        return server
      })
  } catch (error) {
    // A second start, or a port taken by something else: one line, and the running server is left alone.
    if (error instanceof ClusterInUseError) console.error(`\n  ${error.message}\n`)
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      console.error(`\n  Poort ${port} is al in gebruik; kies een andere met PORT=…\n`)
    else prettyPrintError(error)
    await shutdown(1)
  }
}
