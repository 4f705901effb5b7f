/*
 * The waiting room's rules as the event page sees them (docs/waiting-room.md), pure so they are tested without a
 * browser: when this visitor joins (from the random window before the opening on: whoever arrives in the last
 * randomWindowMinutes is placed in random order at the opening, so joining early gives no advantage), what the
 * countdown shows, how the estimated wait reads, and when to ask again.
 */

export interface PublicWaitingRoom {
  opensAt: string
  randomWindowMinutes: number
}

/** 'countdown' until the random window opens, 'window' inside it (a place, its number drawn at the opening), then 'open'. */
export type RoomPhase = 'countdown' | 'window' | 'open'

export function joinsAt(room: PublicWaitingRoom): number {
  return Date.parse(room.opensAt) - Math.max(0, room.randomWindowMinutes) * 60_000
}

export function roomPhase(room: PublicWaitingRoom, now: number): RoomPhase {
  const opens = Date.parse(room.opensAt)
  if (!Number.isFinite(opens) || now >= opens) return 'open'
  return now >= joinsAt(room) ? 'window' : 'countdown'
}

/** The time left as 'H:MM:SS' (hours may pass 24), '0:00:00' once reached. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}

/** The estimated wait as whole minutes rounded up; 0 means 'less than a minute'; null when the server gave none. */
export function waitMinutes(estimatedWaitSeconds: number | null | undefined): number | null {
  if (typeof estimatedWaitSeconds !== 'number' || !Number.isFinite(estimatedWaitSeconds) || estimatedWaitSeconds < 0) return null
  return estimatedWaitSeconds < 60 ? 0 : Math.ceil(estimatedWaitSeconds / 60)
}

/** The server's pollSeconds, kept between 2 s and 2 minutes whatever it says. */
export function pollDelayMs(pollSeconds: number | null | undefined): number {
  const seconds = typeof pollSeconds === 'number' && Number.isFinite(pollSeconds) ? pollSeconds : 5
  return Math.min(120, Math.max(2, seconds)) * 1000
}

/** A new random device id: 32 url-safe characters. */
export function newDeviceId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(24))
  let text = ''
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0')
  return text.slice(0, 32)
}

/** The public event detail's `waitingRoom` as the page uses it; null when off or not in the expected shape. */
export function publicWaitingRoom(event: unknown): PublicWaitingRoom | null {
  const room = (event as { waitingRoom?: unknown } | null)?.waitingRoom as Partial<PublicWaitingRoom> | null | undefined
  if (!room || typeof room.opensAt !== 'string' || !Number.isFinite(Date.parse(room.opensAt))) return null
  const window = Number(room.randomWindowMinutes)
  return { opensAt: room.opensAt, randomWindowMinutes: Number.isFinite(window) && window > 0 ? window : 0 }
}
