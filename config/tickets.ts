import env from '#start/env'
import app from '@adonisjs/core/services/app'

/**
 * Buying (SPEC §9): a hold lasts 20 minutes (1200 s) unless TICKET_HOLD_SECONDS says otherwise (tests and
 * e2e use short holds). Row locking can be switched off ONLY in the test environment, by the race test's
 * control run that proves the test would catch an oversell.
 */
const ticketsConfig = {
  holdSeconds: env.get('TICKET_HOLD_SECONDS') ?? 1200,
  /** Read on every purchase; see setStockLockingForTests. */
  stockLocking: true,
}

export function setStockLockingForTests(enabled: boolean) {
  if (!app.inTest) throw new Error('Stock locking can only be switched off in tests')
  ticketsConfig.stockLocking = enabled
}

export default ticketsConfig
