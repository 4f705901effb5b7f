/*
 * Waiting-room polls per network (config/limits.ts queuePollsPerMinute), counted in this process's memory: a poll
 * must cost no database write. With several processes each counts its own share, which a network's polls spread over.
 */
import { DomainError } from '#exceptions/domain_error'
import { retryInText } from '#exceptions/messages'
import { abuseLimits } from '#config/limits'

const windows = new Map<string, { startedAt: number; count: number }>()

export function hitPollLimit(network: string, now = Date.now()): void {
  const limit = abuseLimits().queuePollsPerMinute
  if (limit === 0) return
  let window = windows.get(network)
  if (!window || now - window.startedAt >= 60_000) {
    if (windows.size > 100_000) windows.clear()
    window = { startedAt: now, count: 0 }
    windows.set(network, window)
  }
  window.count += 1
  if (window.count > limit) {
    const retryIn = Math.max(1, Math.ceil((window.startedAt + 60_000 - now) / 1000))
    throw new DomainError('TOO_MANY_ATTEMPTS_RETRY_IN', {
      params: { retryIn: retryInText(retryIn) },
      details: { retryAfterSeconds: retryIn },
      headers: { 'Retry-After': String(retryIn) },
    })
  }
}
