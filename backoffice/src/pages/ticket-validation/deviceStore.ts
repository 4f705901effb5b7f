/*
 * The scanner's memory on the device: one IndexedDB object store of plain values by key (per event its offline list,
 * its check-ins, its queue and its conflicts; the device id). IndexedDB because the list of a large event passes
 * localStorage's few megabytes and survives a reload at the gate; a key-value store is all the scanner needs.
 */
import { EMPTY_DEVICE_STATE, newNonce, type DeviceEventState } from './offlineScans'

const DATABASE = 'suritickets-scanner'
const STORE = 'values'

let opened: Promise<IDBDatabase> | null = null

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  return opened
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await database()
  return new Promise((resolve, reject) => {
    const request = action(db.transaction(STORE, mode).objectStore(STORE))
    request.onsuccess = () => resolve(request.result as T)
    request.onerror = () => reject(request.error)
  })
}

const eventKey = (eventId: number) => `event:${eventId}`

export async function loadEventState(eventId: number): Promise<DeviceEventState> {
  const stored = await run<DeviceEventState | undefined>('readonly', (store) => store.get(eventKey(eventId)))
  return { ...EMPTY_DEVICE_STATE, ...stored }
}

export function saveEventState(eventId: number, state: DeviceEventState): Promise<void> {
  return run('readwrite', (store) => store.put(state, eventKey(eventId)))
}

/** This browser's id for the sync (conflicts name the device); made once and kept. */
export async function deviceId(): Promise<string> {
  const known = await run<string | undefined>('readonly', (store) => store.get('device-id'))
  if (known) return known
  const made = newNonce()
  await run('readwrite', (store) => store.put(made, 'device-id'))
  return made
}
