/*
 * Preloaded (--import) into a server started by scripts/product_process.ts with an IPC channel. Answers
 * 'memory' with the process's own memoryUsage() after a full GC (--expose-gc), so a soak compares live
 * memory, not garbage not yet collected, and 'loop' with the event loop's delay (ms) and utilisation
 * since the previous 'loop'. The channel is unref'd: it never keeps the server alive.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'

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
      p50: delay.percentile(50) / 1e6,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
      utilisation: since.utilization,
    })
    delay.reset()
  }
})
