import { defineConfig, devices } from '@playwright/test'
import { chmodSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { chromiumExecutable, CHROMIUM_ARGS } from '../../scripts/chromium.ts'
import { DEMO_ADMIN_DEVICE_TOKEN } from '../../database/demo/accounts.ts'

/*
 * Journeys run against the real product: bin/server.ts on its own port with a fresh
 * embedded PostgreSQL (so migrations and demo seeding are exercised from empty).
 */
const PORT = Number(process.env.E2E_PORT || 3391)
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${PORT}`
/** The fake Mollie (tests/e2e/support/fake_mollie_server.ts) listens next to the app. */
const FAKE_MOLLIE_PORT = Number(process.env.E2E_MOLLIE_PORT || PORT + 2)
const FAKE_MOLLIE_KEY = 'test_e2efakemolliekey00000000000'
/** Debian's chromium, CHROMIUM_PATH, or the one inside the npm package @sparticuz/chromium (scripts/chromium.ts). */
const chromium = (await chromiumExecutable()).path
/** An empty cluster folder per run; the previous run's is removed here (its server has stopped). */
function freshDataDir() {
  const dir = join(tmpdir(), `suritickets-e2e-${PORT}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { mode: 0o755 })
  chmodSync(dir, 0o755) // the cluster runs as the postgres user
  return join(dir, 'pg')
}
// Workers load this file again: create the cluster folder once and hand it down through the environment.
if (!process.env.E2E_PG_DATA_DIR) {
  process.env.E2E_PG_DATA_DIR = freshDataDir()
}
const dataDir = process.env.E2E_PG_DATA_DIR
// The server's development mail and WhatsApp sinks, read by journeys through ./message_sinks.ts.
process.env.E2E_MAIL_SINK_DIR ??= join(dirname(dataDir), 'mail')
process.env.E2E_WHATSAPP_SINK_DIR ??= join(dirname(dataDir), 'whatsapp')

/*
 * `npm test` runs the journeys other than axe as two shards side by side (scripts/test.ts), each with its own server,
 * database, sinks and ports (E2E_PORT apart by 10): E2E_SHARD=1 runs these files, E2E_SHARD=2 all the others but the
 * axe journeys; unset runs everything. The split keeps the two about equally long (measured per file in a whole
 * `npm test` on 2026-11-30: of 3,070 s of journeys, guards alone takes 374 s, this list 1,557 s, the rest 1,513 s); a
 * journey waits on its server and the browser much of the time, so two use the cores.
 */
const FIRST_SHARD = [
  'guards',
  'buying-contact',
  'auth',
  'buying',
  'create-event',
  'slow-sign-in',
  'discount-codes-backoffice',
  'events',
  'backoffice-brand',
  'backoffice-languages',
  'number-and-date-inputs',
  'staff-frictions',
  'organizer-screens',
  'payouts',
].map((name) => `**/${name}.e2e.ts`)
/**
 * `npm test` runs the axe journeys over every public page (the longest file, mostly the browser's own work) beside the
 * japa suites (E2E_SHARD=axe, its own ports), and all other journeys afterwards (E2E_SHARD=rest).
 */
const AXE_FILES = ['**/accessibility.e2e.ts']
const shard = process.env.E2E_SHARD

export default defineConfig({
  testDir: '.',
  testMatch: shard === '1' ? FIRST_SHARD : shard === 'axe' ? AXE_FILES : '**/*.e2e.ts',
  testIgnore: shard === '2' ? [...FIRST_SHARD, ...AXE_FILES] : shard === 'rest' ? AXE_FILES : [],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./support/summary_reporter.ts']],
  outputDir: `../../test-results/e2e${shard ? `-${shard}` : ''}`,
  use: {
    baseURL,
    locale: 'nl-NL',
    // Every page starts as a browser that once signed in as the demo admin with 'Dit apparaat 30 dagen onthouden'
    // (database/demo/accounts.ts), so sign-in forms skip its two-factor code.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [{ name: 'two_factor_devices', value: JSON.stringify({ 'admin@demo.sr': DEMO_ADMIN_DEVICE_TOKEN }) }],
        },
      ],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Google's map script is never fetched for real: journeys that need it answer it with page.route.
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP maps.googleapis.com ~NOTFOUND'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node --import=@poppinss/ts-exec tests/e2e/support/fake_mollie_server.ts',
          cwd: '../..',
          url: `https://127.0.0.1:${FAKE_MOLLIE_PORT}/health`,
          ignoreHTTPSErrors: true,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: { FAKE_MOLLIE_PORT: String(FAKE_MOLLIE_PORT), FAKE_MOLLIE_KEY },
        },
        {
          command: 'node --import=@poppinss/ts-exec bin/server.ts',
          cwd: '../..',
          url: `${baseURL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          // Its start banner and any start-up refusal in the log: a server that exits before it answers says why.
          stdout: 'pipe',
          stderr: 'pipe',
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
          env: {
            PORT: String(PORT),
            HOST: '127.0.0.1',
            PG_PORT: process.env.E2E_PG_PORT || '54359',
            PG_DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            // Platform settings changed by a test show on the next page within a second.
            STOREFRONT_SETTINGS_TTL_MS: '1000',
            // (reviews.e2e.ts): a review approved by an admin shows on the next page within a second.
            STOREFRONT_REVIEWS_TTL_MS: '1000',
            DATABASE_URL: '',
            SMTP_HOST: '',
            MAIL_SINK_DIR: process.env.E2E_MAIL_SINK_DIR,
            WHATSAPP_ACCESS_TOKEN: '',
            WHATSAPP_SINK_DIR: process.env.E2E_WHATSAPP_SINK_DIR,
            // Payments go to the fake Mollie; @mollie/api-client pins its own CA bundle, so certificate
            // checks are off in this test server only (see tests/helpers/fake_mollie.ts).
            MOLLIE_API_URL: `https://127.0.0.1:${FAKE_MOLLIE_PORT}/v2/`,
            MOLLIE_API_KEY: FAKE_MOLLIE_KEY,
            NODE_TLS_REJECT_UNAUTHORIZED: '0',
            // Maps configured, so the venue page shows its map card; nothing listens on port 9, so the static map
            // and geocoding fail at once (venue-map.e2e.ts). The page without maps runs on a second server there.
            GOOGLE_MAPS_API_KEY: 'e2e-browser-key',
            MAPS_STATIC_BASE_URL: 'http://127.0.0.1:9/staticmap',
            GEOCODING_BASE_URL: 'http://127.0.0.1:9/geocode',
            // Every journey comes from 127.0.0.1: the per-network limits (config/limits.ts) are tested in japa.
            ABUSE_LIMITS:
              'networkSeatsHeld=0,networkHoldsPerWindow=0,networkPendingPayments=0,networkFreeTicketsPerWindow=0,emailChecksPer10Minutes=0,emailChecksPerDay=0,takenRegistrationsPerDay=0,registrationsPerHour=0,analyticsBatchesPer10Minutes=0',
          },
        },
      ],
})
