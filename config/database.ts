import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import { defineConfig } from '@adonisjs/lucid'
import { isDatabaseUnavailableMessage } from '#services/server/database_availability'

/*
 * Bounded waits, so a request never hangs on a database that is gone (the API answers 503, see
 * api/services/server/database_availability.ts): a new connection gets 5 s, a request waits at most 10 s for a
 * free one from the pool. A transaction left open by a stuck request is ended by the server after 60 s
 * (idle_in_transaction_session_timeout, set on the role by migration 0123 rather than in the startup packet, which
 * PgBouncer would refuse), so it cannot keep ticket type rows locked. No statement_timeout: migrations may
 * legitimately run long.
 *
 * DATABASE_URL may go through PgBouncer in transaction pooling (docs/scaling.md): the app keeps no session state
 * (transaction-scoped advisory locks, set_config(…, true) and SET LOCAL only, no named prepared statements).
 * Migrations need a session of their own (Lucid's migration lock is a session advisory lock): they run on the
 * 'direct' connection, DATABASE_DIRECT_URL, which defaults to DATABASE_URL.
 */
const connection = {
  connectionString: env.get('DATABASE_URL'),
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
}

const directConnection = { ...connection, connectionString: env.get('DATABASE_DIRECT_URL') || env.get('DATABASE_URL') }

/* Knex warns with a full stack on every failed connect while PostgreSQL is down; the request that failed
   is already reported (once per 10 s) by the exception handler, so those warnings are left out. */
const knexLog = {
  warn: (message: string) => {
    if (!isDatabaseUnavailableMessage(message)) logger.warn(message)
  },
  error: (message: string) => logger.error(message),
  deprecate: (message: string) => logger.info(message),
  debug: (message: string) => logger.debug(message),
}

export default defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: false,
  connections: {
    postgres: {
      client: 'pg',
      connection,
      // DB_POOL_MAX: connections per server process (several processes on one database share its max_connections).
      pool: { min: 0, max: env.get('DB_POOL_MAX') ?? 10, acquireTimeoutMillis: 10_000 },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
      schemaGeneration: { enabled: false },
      // Passed on to knex, which takes it over Lucid's own logger (not in Lucid's config type).
      ...({ log: knexLog } as object),
    },
    /** Migrations and the start's database setup (api/services/server/database_setup_service.ts); opened only then. */
    direct: {
      client: 'pg',
      connection: directConnection,
      pool: { min: 0, max: 2, acquireTimeoutMillis: 10_000 },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
      schemaGeneration: { enabled: false },
      ...({ log: knexLog } as object),
    },
  },
})
