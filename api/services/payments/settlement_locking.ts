/*
 * The order's row lock under which a payment is settled: it decides between a webhook, a replay of it and the
 * minute job's question to the provider, so the tickets of one payment are issued once. The race tests' control
 * runs switch it off to show that the tickets are then issued twice.
 */
let locking = true

export function settlementLocking(): boolean {
  return locking
}

/** Test-only; never called by the app. */
export function setSettlementLockingForTests(on: boolean) {
  locking = on
}
