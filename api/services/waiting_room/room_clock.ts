/*
 * The waiting room's clock: the opening, the admission counter, the grace period, the cache's age and the tokens'
 * lifetimes all read it, so a test sets the time instead of waiting for minutes.
 */
import app from '@adonisjs/core/services/app'

let frozenAt: number | null = null

export const roomClock = {
  now: (): Date => new Date(frozenAt ?? Date.now()),
}

/** Tests stop the room's time at this moment (null: real time again). */
export function setRoomClockForTests(at: Date | null): void {
  if (!app.inTest) throw new Error('The waiting room clock can only be set in tests')
  frozenAt = at === null ? null : at.getTime()
}
