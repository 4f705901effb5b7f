/*
 * The abuse limits of config/limits.ts as the buying services apply them. The counting
 * happens in PostgreSQL, in the same call as the hold or purchase (migration 0050); this file passes the
 * limits in, turns a refusal (SQLSTATE SL001) into the Dutch 4xx, and does the checks that need no
 * count (tickets per order) or sit on the paid path (pending payments per network).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { abuseLimits, type AbuseLimitName } from '#config/limits'
import { DomainError } from '#exceptions/domain_error'
import { retryInText } from '#exceptions/messages'

const LIMIT_SQLSTATE = 'SL001'

/** A 429 whose message says when to try again ('over 5 minuten'). */
function tooMany(
  key: 'NETWORK_SEATS_HELD' | 'NETWORK_PENDING_PAYMENTS' | 'NETWORK_FREE_TICKETS' | 'HOLDS_TOO_FAST',
  limit: AbuseLimitName,
  retryAfter: number | null
): DomainError {
  const seconds = Math.max(1, retryAfter ?? 60)
  return new DomainError(key, {
    params: { retryIn: retryInText(seconds) },
    details: { limit, retryAfterSeconds: seconds },
    headers: { 'Retry-After': String(seconds) },
  })
}

/** The refusal for a limit: 409/422 where the buyer can change the request, 429 with Retry-After where it is a rate. */
export function limitRefusal(limit: AbuseLimitName, value: number, retryAfter: number | null = null): DomainError {
  switch (limit) {
    case 'ticketsPerOrder':
      return new DomainError('ORDER_TICKETS_MAX', { params: { max: value }, details: { limit, maxTickets: value } })
    case 'ticketsPerFreeOrder':
      return new DomainError('FREE_ORDER_TICKETS_MAX', { params: { max: value }, details: { limit, maxTickets: value } })
    case 'sessionSeatsHeld':
      return new DomainError('SESSION_SEATS_HELD_MAX', { params: { max: value }, details: { limit, maxTickets: value } })
    case 'networkSeatsHeld':
      return tooMany('NETWORK_SEATS_HELD', limit, retryAfter)
    case 'networkPendingPayments':
      return tooMany('NETWORK_PENDING_PAYMENTS', limit, retryAfter)
    case 'networkFreeTicketsPerWindow':
      return tooMany('NETWORK_FREE_TICKETS', limit, retryAfter)
    default:
      return tooMany('HOLDS_TOO_FAST', limit, retryAfter)
  }
}

/** A refusal raised by the functions of migration 0050, as a DomainError; null for any other error. */
export function asLimitRefusal(error: unknown): DomainError | null {
  const pgError = error as { code?: string; detail?: string }
  if (pgError?.code !== LIMIT_SQLSTATE || !pgError.detail) return null
  const { limit, value, retryAfter } = JSON.parse(pgError.detail) as { limit: AbuseLimitName; value: number; retryAfter: number | null }
  return limitRefusal(limit, value, retryAfter)
}

/** Runs a query that may hit a limit; a refusal comes out as its DomainError. */
export async function refusingOverLimit<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw asLimitRefusal(error) ?? error
  }
}

/** place_ticket_hold()'s limit parameters, in its order. */
export function holdLimitBindings(clientKey: string | null) {
  const limits = abuseLimits()
  return [
    clientKey,
    limits.sessionSeatsHeld,
    limits.networkSeatsHeld,
    limits.sessionHoldsPerWindow,
    limits.networkHoldsPerWindow,
    limits.holdWindowSeconds,
  ]
}

/** buy_free_tickets()'s limit parameters, in its order (a session gets one free order's worth). */
export function freeLimitBindings(clientKey: string | null) {
  const limits = abuseLimits()
  return [clientKey, limits.ticketsPerFreeOrder, limits.networkFreeTicketsPerWindow, limits.freeWindowSeconds]
}

/** Tickets in one order: ticketsPerFreeOrder for a free purchase, ticketsPerOrder for a paid one. */
export function assertOrderSize(lines: { quantity: number }[], kind: 'free' | 'paid') {
  const limit: AbuseLimitName = kind === 'free' ? 'ticketsPerFreeOrder' : 'ticketsPerOrder'
  const max = abuseLimits()[limit]
  const total = lines.reduce((sum, line) => sum + line.quantity, 0)
  if (max > 0 && total > max) throw limitRefusal(limit, max)
}

/**
 * The network's lock (lock_buying_client, migration 0050): taken first in every transaction that goes on
 * to lock ticket types and place holds or orders, as the SQL functions do, so the two locks are always
 * taken in the same order.
 */
export async function lockBuyingClient(clientKey: string | null, trx: TransactionClientContract) {
  if (clientKey) await trx.rawQuery('SELECT lock_buying_client(?)', [clientKey])
}

/** Paid orders still waiting for their payment from one network (call with the network locked). */
export async function assertPendingPaymentsAllowed(clientKey: string | null, trx: TransactionClientContract) {
  const max = abuseLimits().networkPendingPayments
  if (!clientKey || max === 0) return
  const result = await trx.rawQuery(
    `SELECT count(*)::integer AS pending, min(payment_expires_at) AS first_expiry
     FROM orders WHERE client_key = ? AND status = 'pending' AND (payment_expires_at IS NULL OR payment_expires_at > ?)`,
    [clientKey, new Date()]
  )
  const row: { pending: number; first_expiry: Date | null } = result.rows[0]
  if (row.pending < max) return
  const retryAfter = row.first_expiry ? Math.ceil((row.first_expiry.getTime() - Date.now()) / 1000) : null
  throw limitRefusal('networkPendingPayments', max, retryAfter)
}
