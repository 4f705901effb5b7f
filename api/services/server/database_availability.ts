/*
 * When PostgreSQL is down or restarting, every query fails within milliseconds (the pool propagates the
 * failed connect): the API answers 503 DATABASE_UNAVAILABLE instead of 500, and the log gets one short
 * line per source every few seconds instead of a stack trace per request and per pg-boss poll.
 */
import logger from '@adonisjs/core/services/logger'

/** Node socket errors of a database connection that cannot be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection exception), 57P01
 * admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering), 53300 too
 * many connections.
 */
const SQLSTATES = /^(08\d{3}|57P0[123]|53300)$/

/** What pg, pg-pool and knex say when a connection ended or could not be had in time. */
const MESSAGES =
  /Connection terminated|Connection ended unexpectedly|not queryable|timeout exceeded when trying to connect|Timeout acquiring a connection|terminating connection due to|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|connect ENOENT \S*\.s\.PGSQL\.\d+/i

/** PostgreSQL's Unix socket file (`.s.PGSQL.<port>`), which is gone while the server is down. */
const PG_SOCKET = /\.s\.PGSQL\.\d+$/

/**
 * pg and knex reject with the socket or server error itself. A `cause` is not followed: fetch() wraps a
 * refused connection to some other service (a payment provider, maps) that way, and that is no database
 * outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, name, message, syscall, address } = error as {
    code?: unknown
    name?: unknown
    message?: unknown
    syscall?: unknown
    address?: unknown
  }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true
  // Over the Unix socket a stopped server is a socket file that is not there; any other missing file is no outage.
  if (code === 'ENOENT' && syscall === 'connect' && typeof address === 'string' && PG_SOCKET.test(address)) return true
  if (name === 'KnexTimeoutError') return true
  return typeof message === 'string' && MESSAGES.test(message)
}

/** A knex warning (a plain string) about a connection that failed for the same reasons. */
export function isDatabaseUnavailableMessage(message: string): boolean {
  return MESSAGES.test(message) || [...NETWORK_CODES].some((code) => message.includes(code))
}

const QUIET_MS = 10_000
const outages = new Map<string, { loggedAt: number; suppressed: number }>()

/** One warn line per source at the first failure, then at most one per 10 s saying how many were left out. */
export function reportDatabaseUnavailable(source: string, error: unknown, now = Date.now()) {
  const seen = outages.get(source)
  if (seen && now - seen.loggedAt < QUIET_MS) {
    seen.suppressed++
    return
  }
  // Knex puts the SQL in front of the driver's message ('select … - Connection terminated'): only the reason.
  const message = (error as { message?: unknown } | null)?.message
  const reason = (typeof message === 'string' ? message : String(error)).split('\n')[0].split(' - ').at(-1)!.slice(0, 200)
  const code = (error as { code?: unknown } | null)?.code
  logger.warn({ source, code, suppressed: seen?.suppressed ?? 0 }, `database unreachable (${source}): ${reason}`)
  outages.set(source, { loggedAt: now, suppressed: 0 })
}
