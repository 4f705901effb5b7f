import db from '@adonisjs/lucid/services/db'

export interface HealthReport {
  healthy: boolean
  status: 'ok' | 'error'
  database: { status: 'ok' | 'error'; latencyMs?: number; message?: string }
  uptimeSeconds: number
}

export async function checkHealth(): Promise<HealthReport> {
  const started = performance.now()
  try {
    await db.rawQuery('SELECT 1')
    const latencyMs = Math.round((performance.now() - started) * 10) / 10
    return { healthy: true, status: 'ok', database: { status: 'ok', latencyMs }, uptimeSeconds: Math.round(process.uptime()) }
  } catch {
    return {
      healthy: false,
      status: 'error',
      database: { status: 'error', message: 'Database niet bereikbaar' },
      uptimeSeconds: Math.round(process.uptime()),
    }
  }
}
