import db from '@adonisjs/lucid/services/db'
import { MESSAGES } from '#exceptions/messages'
import { withinTimeout } from '#services/server/within_timeout'

export interface HealthReport {
  healthy: boolean
  status: 'ok' | 'error'
  database: { status: 'ok' | 'error'; latencyMs?: number; message?: string }
  uptimeSeconds: number
  /** The answering process, outside production: several workers share one port (bin/supervisor.ts). */
  pid?: number
}

const pid = process.env.NODE_ENV === 'production' ? {} : { pid: process.pid }

/** A load balancer's probe gets its answer within this time, also from a database that hangs. */
const CHECK_TIMEOUT_MS = 3_000

export async function checkHealth(): Promise<HealthReport> {
  const started = performance.now()
  try {
    await withinTimeout(db.rawQuery('SELECT 1'), CHECK_TIMEOUT_MS, () => new Error('health check timed out'))
    const latencyMs = Math.round((performance.now() - started) * 10) / 10
    return { healthy: true, status: 'ok', database: { status: 'ok', latencyMs }, uptimeSeconds: Math.round(process.uptime()), ...pid }
  } catch {
    return {
      healthy: false,
      status: 'error',
      database: { status: 'error', message: MESSAGES.DATABASE_UNAVAILABLE.error },
      uptimeSeconds: Math.round(process.uptime()),
      ...pid,
    }
  }
}
