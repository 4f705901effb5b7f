/*
 * SQL pieces the statement's queries share (docs/payouts.md): which orders are the organizer's money, the channel of
 * the statement an order belongs to, and the period as bindings. Bindings are positional: knex reads ':name' inside
 * PostgreSQL's '::type' casts as a named binding.
 */

import type db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** The statement's channel of an order `o` (domain/organizer_statement.ts STATEMENT_CHANNELS). */
export const CHANNEL_SQL = `CASE o.channel
    WHEN 'online' THEN 'online_' || o.payment_provider
    WHEN 'loket' THEN CASE WHEN o.payment_method = 'pin' THEN 'loket_pin' ELSE 'loket_cash' END
    ELSE 'agent' END`

/**
 * Orders `o` of events `e` (joined) whose money counts, of the organizer given by two bindings (null = every
 * organizer): sold through a channel (a Ticketswitch resale is the seller's money), online only through a payment
 * provider (a free order moves no money), with something paid.
 */
export const ORGANIZER_MONEY_SQL = `
  (?::int IS NULL OR e.organizer_id = ?::int)
  AND o.channel IN ('online', 'loket', 'agent')
  AND (o.channel <> 'online' OR o.payment_provider IN ('mollie', 'uni5pay'))
  AND o.total > 0`

/** `column` within the period: two bindings each for the start and the end (null = open). */
export const inPeriodSql = (column: string) =>
  `(?::timestamptz IS NULL OR ${column} >= ?::timestamptz) AND (?::timestamptz IS NULL OR ${column} < ?::timestamptz)`

export interface Period {
  /** The first instant counted; null = from the beginning. */
  start: Date | null
  /** The first instant no longer counted; null = up to now. */
  end: Date | null
}

/** Values of a raw query; knex sends null as SQL NULL (Lucid's binding type leaves null out). */
export type SqlBindings = (string | number | Date)[]

/** A client that runs the statement's queries: the database, or the transaction of a payout. */
export type SqlClient = typeof db | TransactionClientContract

export const periodBindings = (period: Period) => [period.start, period.start, period.end, period.end] as SqlBindings

/** The organizer filter's two bindings. */
export const organizerBindings = (organizerId: number | null) => [organizerId, organizerId] as SqlBindings
