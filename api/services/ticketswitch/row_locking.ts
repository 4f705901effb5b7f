/*
 * Ticketswitch's row locks: a listing's row decides between holds, payments, a withdrawal and the sale; a
 * ticket's row between listing it and checking it in. The race tests' control runs switch them off (and drop the
 * unique indexes of migration 0092) to show that a listing is then sold twice, or a ticket both listed and checked in.
 */
let locking = true

export function rowLocking(): boolean {
  return locking
}

/** Test-only; never called by the app. */
export function setTicketswitchLockingForTests(on: boolean) {
  locking = on
}
