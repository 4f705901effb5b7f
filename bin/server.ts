/*
 * `npm start` (after `npm run build`): embedded PostgreSQL unless DATABASE_URL is set,
 * migrations and demo data (start/database_setup.ts), then API, storefront and back office
 * behind one origin. SIGINT and SIGTERM stop everything, PostgreSQL included.
 */
import 'reflect-metadata'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { startEmbeddedPostgres, defaultDataDir, ClusterInUseError, type EmbeddedDatabase } from './postgres.js'
import { createOriginHandler } from './one_origin.js'
import { refuseUnsafeStart } from './refuse_unsafe_start.js'
import { uploadsDir } from '../config/uploads.js'
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
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

// Unsafe production settings refuse here in one line (it also loads .env, so PORT and DATABASE_URL from it count).
await refuseUnsafeStart(APP_ROOT)
const port = process.env.PORT || 3333

try {
  if (!process.env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres({
      dataDir: process.env.PG_DATA_DIR || defaultDataDir('postgres'),
      port: Number(process.env.PG_PORT || 54329),
      database: 'suritickets',
      label: `Suriname Tickets op http://localhost:${port}/`,
      log: (line) => console.error(line),
    })
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
      application.booting(async () => {
        const { default: env } = await import('#start/env')
        mailSink = await startDevelopmentMailSink(env)
      })
      application.ready(() => {
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

/**
 * Without SMTP_HOST, outside production: a local SMTP sink on a free port that stores every
 * mail in MAIL_SINK_DIR (default .data/mail), and the mailer pointed at it. One line says
 * where mail (and WhatsApp) goes.
 */
async function startDevelopmentMailSink(env: typeof import('#start/env').default): Promise<SmtpSink | undefined> {
  const folder = (value: string | undefined, fallback: string) => fileURLToPath(new URL(value?.trim() || fallback, APP_ROOT))
  const production = env.get('NODE_ENV') === 'production'
  const whatsapp = env.get('WHATSAPP_ACCESS_TOKEN')
    ? 'WhatsApp via de Cloud API'
    : production
      ? 'WhatsApp niet geconfigureerd (WHATSAPP_ACCESS_TOKEN ontbreekt)'
      : `WhatsApp-berichten in ${folder(env.get('WHATSAPP_SINK_DIR'), '.data/whatsapp')}`
  const host = env.get('SMTP_HOST')?.trim()
  if (host || production) {
    console.log(`  E-mail via ${host ? `SMTP ${host}:${env.get('SMTP_PORT') ?? 587}` : 'niemand (SMTP_HOST ontbreekt)'}; ${whatsapp}`)
    return undefined
  }
  const { startSmtpSink } = await import('../api/services/messaging/smtp_sink.js')
  const dir = folder(env.get('MAIL_SINK_DIR'), '.data/mail')
  const sink = await startSmtpSink({ dir })
  env.set('SMTP_HOST', sink.host)
  env.set('SMTP_PORT', sink.port)
  env.set('SMTP_SECURE', false)
  console.log(`  E-mail gaat naar de lokale SMTP-sink ${sink.host}:${sink.port}: elke mail als .eml en .json in ${dir}; ${whatsapp}`)
  return sink
}
