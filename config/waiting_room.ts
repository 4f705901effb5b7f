import app from '@adonisjs/core/services/app'

/**
 * The waiting room (docs/waiting-room.md). Times in seconds.
 */
const waitingRoomConfig = {
  /** How long a process answers polls from its cached copy of a room's counters. */
  cacheSeconds: 1,
  /** The admission counter advances at most once per tick, by whichever process gets there first. */
  tickSeconds: 1,
  /** The automatic rate is reconsidered this often. */
  autoAdjustSeconds: 10,
  /** An admitted place not asked for within this is lost (410); the holder rejoins at the back. */
  graceSeconds: 5 * 60,
  /** An admission token lives this long; every poll after admission renews it. */
  admissionSeconds: 15 * 60,
  /** Admissions allowed out beyond the seats that can still be held. */
  admitMargin: 25,
}

export default waitingRoomConfig

/** Tests shorten or lengthen the periods for a while; null goes back to the defaults. */
const defaults = { ...waitingRoomConfig }
export function setWaitingRoomConfigForTests(overrides: Partial<typeof waitingRoomConfig> | null) {
  if (!app.inTest) throw new Error('The waiting room settings can only be changed in tests')
  Object.assign(waitingRoomConfig, defaults, overrides ?? {})
}
