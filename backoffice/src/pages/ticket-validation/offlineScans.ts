/*
 * The scanner's rules for answering without the network and for its queue of scans to sync. Pure:
 * no IndexedDB, no fetch; the page keeps the state in IndexedDB (deviceStore.ts) and calls these.
 */
import type { CheckInConflict, OfflineList, SyncAnswer, SyncScan, ValidateAnswer } from '#domain/check_in'

/** A ticket this device saw checked in: by its own offline scan or by an online answer. */
export interface LocalCheckIn {
  hash: string
  checkedInAt: string
  gate: string | null
}

/** What a device keeps per event: the downloaded list, its own check-ins and the scans waiting to be synced. */
export interface DeviceEventState {
  list: OfflineList | null
  checkIns: LocalCheckIn[]
  queue: SyncScan[]
  conflicts: CheckInConflict[]
  /** When this device last sent offline scans: another device's later sync may still reveal a conflict with them. */
  offlineScansSentAt: string | null
}

export const EMPTY_DEVICE_STATE: DeviceEventState = { list: null, checkIns: [], queue: [], conflicts: [], offlineScansSentAt: null }

/** How long after sending offline scans a device keeps asking for conflicts (the other gates are back by then). */
export const CONFLICT_WATCH_MS = 30 * 60_000

/** Whether a sync is due: scans wait, or this device's offline scans were sent recently enough to ask for conflicts. */
export function syncDue(state: DeviceEventState, now: number): boolean {
  if (state.queue.length > 0) return true
  return state.offlineScansSentAt !== null && now - Date.parse(state.offlineScansSentAt) < CONFLICT_WATCH_MS
}

/** How old the offline list may get while online: tickets sold since must pass at the gate should the network drop. */
export const LIST_REFRESH_MS = 5 * 60_000

export function listStale(list: OfflineList | null, now: number): boolean {
  return list === null || now - Date.parse(list.generatedAt) >= LIST_REFRESH_MS
}

/** The list as a lookup: hash → [ticketTypeId, checked in at download]. Built once per download. */
export type OfflineIndex = Map<string, [number, 0 | 1]>

export function indexOfflineList(list: OfflineList): OfflineIndex {
  return new Map(list.codes.map(([hash, typeId, checked]) => [hash, [typeId, checked]]))
}

/**
 * The answer without the server: a code not in the list is `invalid`; one this device checked in (or that was
 * checked in when the list was downloaded) is `already_checked_in`; any other code in the list is `valid`. The
 * holder's name is not in the list (hashes only), the ticket type is.
 */
export function offlineAnswer(list: OfflineList, index: OfflineIndex, checkIns: readonly LocalCheckIn[], hash: string): ValidateAnswer {
  const entry = index.get(hash)
  if (!entry) return { status: 'invalid' }
  const ticketTypeName = list.ticketTypes[String(entry[0])] ?? ''
  const ticket = { id: 0, ticketTypeName, holderName: null, orderNumber: '' }
  const local = checkIns.find((checkIn) => checkIn.hash === hash)
  if (local) return { status: 'already_checked_in', ticket, checkedInAt: local.checkedInAt, checkedInBy: null, gate: local.gate }
  if (entry[1] === 1) return { status: 'already_checked_in', ticket, checkedInAt: list.generatedAt, checkedInBy: null, gate: null }
  return { status: 'valid', ticket }
}

/**
 * After an offline answer: a `valid` scan is remembered as checked in here and queued for the server (only those:
 * a refused guest did not get in, so nothing of theirs is sent). Any other answer changes nothing.
 */
export function recordOfflineScan(state: DeviceEventState, answer: ValidateAnswer, scan: SyncScan & { hash: string }): DeviceEventState {
  if (answer.status !== 'valid') return state
  const { hash, ...queued } = scan
  return {
    ...state,
    checkIns: [...state.checkIns, { hash, checkedInAt: scan.scannedAt, gate: scan.gate ?? null }],
    queue: [...state.queue, queued],
  }
}

/** After an online answer: a ticket now known checked in is remembered, so an offline rescan says so. */
export function recordOnlineCheckIn(state: DeviceEventState, answer: ValidateAnswer, hash: string | null): DeviceEventState {
  if (hash === null || (answer.status !== 'valid' && answer.status !== 'already_checked_in')) return state
  if (state.checkIns.some((checkIn) => checkIn.hash === hash)) return state
  const checkIn = { hash, checkedInAt: answer.checkedInAt ?? new Date().toISOString(), gate: answer.gate ?? null }
  return { ...state, checkIns: [...state.checkIns, checkIn] }
}

/**
 * After a sync: the scans the server answered leave the queue (those queued meanwhile stay), the conflicts it
 * reported (per scan and for this device in general) are kept once each for the screen, and the time is noted.
 */
export function applySyncAnswer(
  state: DeviceEventState,
  sent: readonly SyncScan[],
  answer: SyncAnswer,
  now: Date = new Date()
): DeviceEventState {
  const answered = new Set(answer.results.map((result) => result.nonce))
  const sentNonces = new Set(sent.map((scan) => scan.nonce).filter((nonce) => answered.has(nonce)))
  const reported = [...answer.results.flatMap((result) => (result.conflict ? [result.conflict] : [])), ...answer.conflicts]
  return {
    ...state,
    queue: state.queue.filter((scan) => !sentNonces.has(scan.nonce)),
    conflicts: mergeConflicts(state.conflicts, reported),
    offlineScansSentAt: sentNonces.size > 0 ? now.toISOString() : state.offlineScansSentAt,
  }
}

const conflictKey = (conflict: CheckInConflict) =>
  `${conflict.ticket.id}|${conflict.reason}|${conflict.counted.scannedAt}|${conflict.other.scannedAt}|${conflict.other.deviceId ?? ''}`

export function mergeConflicts(known: readonly CheckInConflict[], reported: readonly CheckInConflict[]): CheckInConflict[] {
  const seen = new Set(known.map(conflictKey))
  const merged = [...known]
  for (const conflict of reported) {
    if (seen.has(conflictKey(conflict))) continue
    seen.add(conflictKey(conflict))
    merged.push(conflict)
  }
  return merged
}

/** A nonce per scan (domain/check_in.ts NONCE_PATTERN): 22 url-safe characters from the browser's random source. */
export function newNonce(random: (bytes: Uint8Array) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
