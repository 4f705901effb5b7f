/*
 * What every fault scenario shares: the cluster (started apart from the product, so it survives the
 * product's SIGKILL and can itself be crashed), a connection for the SQL checks, the fake Mollie, a way
 * to start the real product against them, and the list of checks and figures the run prints.
 */
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import pg from 'pg'
import { startCluster, startServer, testProductEnv, type Cluster, type ServerProcess } from '../../scripts/product_process.ts'
import { invariantViolations } from '../../scripts/sales_data.ts'
import { startFakeMollie, type FakeMollie } from '../helpers/fake_mollie.ts'

export const PORT = Number(process.env.FAULTS_PORT || 3801)
const PG_PORT = Number(process.env.FAULTS_PG_PORT || 55401)
const MOLLIE_PORT = Number(process.env.FAULTS_MOLLIE_PORT || PORT + 2)
/** Short holds, so the holds of a killed server run out within the run (but outlive a restart). */
export const HOLD_SECONDS = 15
/** Mollie calls give up after this; the fake's "timeout" answers later than it. */
export const MOLLIE_TIMEOUT_MS = 5_000

export interface Check {
  scenario: string
  name: string
  ok: boolean
  detail?: string
}

export class FaultContext {
  readonly checks: Check[] = []
  readonly figures: string[] = []
  readonly dir = join(tmpdir(), `suritickets-faults-${PORT}`)
  cluster!: Cluster
  db!: pg.Pool
  mollie!: FakeMollie
  server: ServerProcess | null = null

  async open() {
    this.cluster = await startCluster({ dir: this.dir, port: PG_PORT, fresh: true })
    // Survives the cluster's crash: pg.Pool drops broken clients and connects anew.
    this.db = new pg.Pool({ connectionString: this.cluster.url, max: 4 })
    this.db.on('error', () => {})
    this.mollie = await startFakeMollie({ port: MOLLIE_PORT, setEnv: false })
  }

  /** The product on PORT; `quiet` keeps its output for the log checks. `options` point it elsewhere (PgBouncer) or add settings. */
  async startServer(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<ServerProcess> {
    this.server = await startServer({
      port: PORT,
      databaseUrl: options.databaseUrl ?? this.cluster.url,
      quiet: true,
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: process.env.FAULTS_LOG_LEVEL || 'warn',
        ...testProductEnv(this.dir),
        TICKET_HOLD_SECONDS: String(HOLD_SECONDS),
        MOLLIE_API_URL: this.mollie.apiUrl,
        MOLLIE_API_KEY: this.mollie.apiKey,
        MOLLIE_TIMEOUT_MS: String(MOLLIE_TIMEOUT_MS),
        // The fake Mollie's certificate is self-signed (tests/helpers/fake_mollie.ts); test server only.
        NODE_TLS_REJECT_UNAUTHORIZED: '0',
        ...options.env,
      },
    })
    return this.server
  }

  check(scenario: string, name: string, ok: boolean, detail?: string) {
    this.checks.push({ scenario, name, ok, detail: ok ? undefined : detail })
    console.log(`  ${ok ? '✓' : '✗'} ${name}${!ok && detail ? `\n      ${detail}` : ''}`)
  }

  /** The stock and money invariants (scripts/sales_data.ts) for these events, as one check. */
  async checkInvariants(scenario: string, eventIds: number[]) {
    const violations = await invariantViolations(this.db, eventIds)
    this.check(
      scenario,
      'stock and order invariants hold',
      violations.length === 0,
      violations.map((v) => `${v.invariant}: ${v.detail}`).join('\n      ')
    )
  }

  figure(line: string) {
    this.figures.push(line)
    console.log(`  · ${line}`)
  }

  async close() {
    await this.server?.kill('SIGTERM')
    await this.mollie?.close()
    await this.db?.end()
    await this.cluster?.stop()
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
