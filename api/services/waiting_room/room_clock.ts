/*
 * The waiting room's clock: the opening, the admission counter, the grace period and the tokens' lifetimes all read
 * it, so a test moves time forward instead of waiting for minutes.
 */
import app from '@adonisjs/core/services/app'

let offsetMs = 0

export const roomClock = {
  now: (): Date => new Date(Date.now() + offsetMs),
}

/** Tests move the room's time by this many milliseconds (0 goes back to real time). */
export function setRoomClockOffsetForTests(ms: number): void {
  if (!app.inTest) throw new Error('The waiting room clock can only be moved in tests')
  offsetMs = ms
}
