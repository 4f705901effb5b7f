/*
 * Where this browser keeps its place in an event's waiting room: localStorage `waiting-room:{eventId}` holds the
 * device's random id and the signed queue token, so a reload, a locked phone or a second tab asks for the same place.
 * Import-free: `client:interaction` (inlined in the page) reads it to load the buying island at once for a visitor who
 * already has a place.
 */

export const QUEUE_STORAGE_PREFIX = 'waiting-room:'

export interface StoredQueuePlace {
  deviceId: string
  queueToken: string | null
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

function storage(): Storage | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null
  } catch {
    return null
  }
}

export function readQueuePlace(eventId: number, store: Storage | null = storage()): StoredQueuePlace | null {
  try {
    const parsed = JSON.parse(store?.getItem(QUEUE_STORAGE_PREFIX + eventId) ?? 'null') as Partial<StoredQueuePlace> | null
    if (!parsed || typeof parsed.deviceId !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(parsed.deviceId)) return null
    return { deviceId: parsed.deviceId, queueToken: typeof parsed.queueToken === 'string' ? parsed.queueToken : null }
  } catch {
    return null
  }
}

export function writeQueuePlace(eventId: number, place: StoredQueuePlace, store: Storage | null = storage()): void {
  try {
    store?.setItem(QUEUE_STORAGE_PREFIX + eventId, JSON.stringify(place))
  } catch {
    // Private mode or a full storage: the place still holds for this page.
  }
}

/** A place this browser already has for the event (a reload or a second tab): the island loads at once. */
export function hasQueuePlace(eventId: number): boolean {
  return readQueuePlace(eventId)?.queueToken != null
}
