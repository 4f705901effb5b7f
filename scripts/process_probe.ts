/*
 * Preloaded (--import) into a server started by scripts/product_process.ts with an IPC channel. Answers
 * 'memory' with the process's own memoryUsage() after a full GC (--expose-gc), so a soak compares live
 * memory, not garbage not yet collected, and 'loop' with the event loop's delay (ms) and utilisation
 * since the previous 'loop'. With PROBE_COUNT_QUERIES=1 it also counts the SQL statements the process sends
 * (by their first 70 characters) and answers 'queries' with the most frequent. The channel is unref'd: it
 * never keeps the server alive.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import pg from 'pg'

const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
let utilisation = performance.eventLoopUtilization()

process.channel?.unref()
process.on('message', (message) => {
  if (message === 'memory') {
    ;(globalThis as { gc?: () => void }).gc?.()
    process.send?.({ probe: 'memory', ...process.memoryUsage() })
  } else if (message === 'loop') {
    const since = performance.eventLoopUtilization(utilisation)
    utilisation = performance.eventLoopUtilization()
    process.send?.({
      probe: 'loop',
      p50: delay.percentile(50) / 1e6,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
      utilisation: since.utilization,
    })
    delay.reset()
  }
})

const statements = new Map<string, number>()
if (process.env.PROBE_COUNT_QUERIES === '1') {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | null)?.text ?? '')
    const shape = text.replace(/\s+/g, ' ').trim().slice(0, 70)
    statements.set(shape, (statements.get(shape) ?? 0) + 1)
    return query.apply(this, args)
  } as typeof pg.Client.prototype.query
}
process.on('message', (message) => {
  if (message !== 'queries') return
  process.send?.({ probe: 'queries', statements: [...statements].sort((a, b) => b[1] - a[1]).slice(0, 15) })
  statements.clear()
})
