/*
 * Preloaded (--import) into a server started by scripts/product_process.ts with an IPC channel: answers
 * 'memory' with the process's own memoryUsage() after a full GC (--expose-gc), so a soak compares live
 * memory, not garbage not yet collected. The channel is unref'd: it never keeps the server alive.
 */
process.channel?.unref()
process.on('message', (message) => {
  if (message !== 'memory') return
  ;(globalThis as { gc?: () => void }).gc?.()
  process.send?.(process.memoryUsage())
})
