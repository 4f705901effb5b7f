/*
 * Checking tickets in at the door: the contract between the API (api/services/check_ins/) and the
 * scanner (backoffice/src/pages/ticket-validation/), online and offline. Pure types and rules, no I/O.
 *
 * Exactly once: PostgreSQL keeps one check-in per ticket (a unique index, insert … on conflict); two gates scanning
 * one ticket at the same instant get one `valid` and one `already_checked_in`. A request carries a nonce made by the
 * device per scan: a retry with the same nonce gets the first answer again, never `already_checked_in`.
 */
import { paramariboParts } from './event_status.js'

/**
 * 'listed': the ticket is for sale on Ticketswitch; its holder withdraws it to get in with it. 'refunded': its money
 * went (or is going) back to the buyer; the answer says since when (`refundedAt`). 'transferred': the holder passed it
 * on to someone else, who has a new code (the answer says when, `transferredAt`).
 */
export const CHECK_IN_STATUSES = [
  'valid',
  'already_checked_in',
  'invalid',
  'wrong_event',
  'cancelled',
  'resold',
  'listed',
  'refunded',
  'transferred',
] as const
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number]

/** POST /api/tickets/validate */
export interface ValidateRequest {
  eventId: number
  /** The scanned code; or, for a manual check-in from the attendee search, `ticketId` (one of the two). */
  qrCode?: string
  ticketId?: number
  /** Made by the device for this one scan (8-64 characters of [A-Za-z0-9_-]). */
  nonce: string
  gate?: string | null
}

/** How many of a code's last characters the attendee search shows. */
export const ATTENDEE_CODE_END = 4

export interface CheckInTicket {
  id: number
  ticketTypeName: string
  holderName: string | null
  orderNumber: string
}

/** Who checked a ticket in, where and when (the `already_checked_in` answer says it; so does `valid`). */
export interface CheckInRecord {
  checkedInAt: string
  checkedInBy: string | null
  gate: string | null
}

export interface ValidateAnswer extends Partial<CheckInRecord> {
  status: CheckInStatus
  /** Status `refunded`: when the ticket was refunded (or its refund asked of the provider). */
  refundedAt?: string
  /** For `transferred`: when the ticket was passed on (ISO 8601). */
  transferredAt?: string
  /** Absent for `invalid`; for `wrong_event` only when the ticket is this organizer's. */
  ticket?: CheckInTicket
}

/**
 * GET /api/events/{id}/check-ins/offline-list: the event's valid codes, hashed (never the raw codes), for a scanner
 * to keep answering when the network drops. 20,000 tickets stay under 1 MB.
 */
export interface OfflineList {
  eventId: number
  generatedAt: string
  /** Per download; the device hashes what it scans with it (offlineCodeHash). */
  salt: string
  /** [hash, ticketTypeId, 1 when already checked in at download time else 0] */
  codes: [string, number, 0 | 1][]
  ticketTypes: Record<string, string>
}

/** POST /api/events/{id}/check-ins/sync: the scans a device made offline, in the order made. */
export interface SyncScan {
  nonce: string
  qrCode: string
  /** The device's clock when scanned (ISO 8601). */
  scannedAt: string
  gate?: string | null
}

export interface SyncRequest {
  deviceId: string
  scans: SyncScan[]
}

/** One scan's side of a conflict: a ticket scanned on two devices while offline. */
export interface ConflictSide {
  scannedAt: string
  gate: string | null
  deviceId: string | null
  checkedInBy: string | null
}

/**
 * Why a sync logged a conflict: `two_devices`, the ticket was already checked in on another device (the record that
 * was there first stays); `scan_time`, the device claimed a scan time outside the door window or before its previous
 * sync (offlineScanTime), so the scan counts as made when it arrived.
 */
export const CONFLICT_REASONS = ['two_devices', 'scan_time'] as const
export type ConflictReason = (typeof CONFLICT_REASONS)[number]

export interface CheckInConflict {
  ticket: CheckInTicket
  reason: ConflictReason
  /** The check-in on record: the one that counts. */
  counted: ConflictSide
  /** The scan that did not take it over (for `scan_time`: with the time the device claimed). */
  other: ConflictSide
}

export interface SyncResult {
  nonce: string
  answer: ValidateAnswer
  /**
   * Set when this offline scan and another device's scan let the same ticket in (the other offline too, or online while
   * this device was offline): the check-in on record stays, whatever time the later sync claims. Also set when the
   * claimed scan time was not believed (reason `scan_time`).
   */
  conflict?: CheckInConflict
}

export interface SyncAnswer {
  results: SyncResult[]
  /** Conflicts involving this device found since its last sync (also those another device's sync revealed). */
  conflicts: CheckInConflict[]
}

/** GET /api/events/{id}/check-ins/counts */
export interface CheckInCounts {
  eventId: number
  checkedIn: number
  /** Valid tickets of the event (sold, not cancelled, not resold). */
  sold: number
  /**
   * Sold tickets the offline list leaves out, so the list is shorter than `sold`: on Ticketswitch now (the holder
   * withdraws them to get in) and with a refund under way.
   */
  notOnOfflineList: { listed: number; refunding: number }
  gates: { gate: string | null; checkedIn: number }[]
}

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
export const GATE_MAX_LENGTH = 60
/** Characters of the base64url SHA-256 kept per code in the offline list: 96 bits, no collisions at event sizes. */
export const OFFLINE_HASH_LENGTH = 16

/** The offline list's hash of a code: base64url(SHA-256(salt + ':' + code)), cut to OFFLINE_HASH_LENGTH. Node and browsers. */
export async function offlineCodeHash(salt: string, qrCode: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${qrCode.trim()}`))
  const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)))
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, OFFLINE_HASH_LENGTH)
}

/** What is known of a scanned ticket before it is checked in. */
export interface ScannedTicketFacts {
  eventId: number
  orderStatus: string
  isValid: boolean
  transferredToTicketswitch: boolean
  /** Passed on to a friend at this time (domain/ticket_transfer.ts); null or absent when not. */
  transferredAt?: Date | string | null
  /** An active Ticketswitch listing of it (read after the ticket's row lock, so a listing and a check-in never both win). */
  listedOnTicketswitch?: boolean
  /**
   * When it was refunded, or its refund asked of the provider (read after the ticket's row lock too, so a refund and a
   * check-in never both win); null when it is not being refunded.
   */
  refundedAt?: string | null
}

/** Order statuses whose tickets let someone in (a cancelled, refunded or expired order's tickets do not). */
export const ADMITTING_ORDER_STATUSES = ['paid', 'free'] as const

/** Why a scanned ticket may not enter this event, or null when it may (then it is checked in, once). */
export function refusalOf(ticket: ScannedTicketFacts, eventId: number): Exclude<CheckInStatus, 'valid' | 'already_checked_in'> | null {
  if (ticket.eventId !== eventId) return 'wrong_event'
  if (ticket.refundedAt) return 'refunded'
  if (ticket.transferredToTicketswitch) return 'resold'
  if (ticket.transferredAt) return 'transferred'
  if (!ticket.isValid || !(ADMITTING_ORDER_STATUSES as readonly string[]).includes(ticket.orderStatus)) return 'cancelled'
  if (ticket.listedOnTicketswitch) return 'listed'
  return null
}

/** POST /api/events/{id}/check-ins/{ticketId}/undo (organizer, manager, admin): the ticket may be checked in again. */
export interface UndoRequest {
  reason: string
}

export const UNDO_REASON_MAX_LENGTH = 500

/** GET /api/events/{id}/check-ins/search?q= (name, e-mail or order number; at least 2 characters): up to 25 tickets. */
/**
 * What the door needs of a found ticket: holder, type, order number, state and the code's last characters (to compare
 * with a ticket shown on a phone). Never the buyer's e-mail or the whole code: a manual check-in sends the ticket's
 * id to POST /api/tickets/validate.
 */
export interface AttendeeMatch {
  ticket: CheckInTicket
  /** The last ATTENDEE_CODE_END characters of the ticket's code. */
  codeEnd: string
  status: CheckInStatus | null
  /** Set when the ticket is checked in. */
  checkIn: CheckInRecord | null
}

/** An event as the scanner's list gets it (the organizer's or the admin's event list). */
export interface ScannableEvent {
  id: number
  title: string
  startDate: string | null
  endDate?: string | null
  isPublished?: boolean
  unpublishedAt?: string | null
  cancelledAt?: string | null
}

export interface ScannerEventGroups<E extends ScannableEvent> {
  /** Running now or on today's date in Suriname (tonight's event), earliest start first. */
  today: E[]
  /** Later days, soonest first; events without a date last. */
  upcoming: E[]
  /** Over before today, or cancelled: most recent first (the scanner shows them only on request). */
  past: E[]
}

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : Number.NaN)

/**
 * The scanner's event list: today's and running events first, then upcoming ones, past and cancelled ones apart;
 * drafts (never published) are left out, there is nothing to scan at them. "Today" is Suriname's calendar day.
 */
export function scannerEventGroups<E extends ScannableEvent>(events: readonly E[], now: Date): ScannerEventGroups<E> {
  const today = paramariboParts(now)?.date
  const groups: ScannerEventGroups<E> = { today: [], upcoming: [], past: [] }
  for (const event of events) {
    if (event.isPublished === false && !event.unpublishedAt && !event.cancelledAt) continue
    const start = time(event.startDate)
    const end = Number.isNaN(time(event.endDate)) ? start : time(event.endDate)
    const startDay = paramariboParts(event.startDate)?.date
    if (event.cancelledAt) groups.past.push(event)
    else if (Number.isNaN(start)) groups.upcoming.push(event)
    else if (startDay === today || (start <= now.getTime() && now.getTime() <= end)) groups.today.push(event)
    else if (start > now.getTime()) groups.upcoming.push(event)
    else groups.past.push(event)
  }
  const soonest = (a: E, b: E) => (time(a.startDate) || Infinity) - (time(b.startDate) || Infinity) || a.id - b.id
  groups.today.sort(soonest)
  groups.upcoming.sort((a, b) => {
    const [x, y] = [time(a.startDate), time(b.startDate)]
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1
    return (Number.isNaN(x) ? 0 : x - y) || a.id - b.id
  })
  groups.past.sort((a, b) => (time(b.startDate) || 0) - (time(a.startDate) || 0) || b.id - a.id)
  return groups
}

/** Doors close this long after the event's end (a late entrance, a slow queue). */
export const DOORS_CLOSE_AFTER_END_MS = 2 * 3_600_000
/** A device clock behind the server's by up to this much still has its scans believed after its previous sync. */
export const DEVICE_CLOCK_TOLERANCE_MS = 5 * 60_000

export interface DoorWindow {
  opens: number
  closes: number
}

/**
 * When an event's doors are open, for believing an offline scan's time: from midnight in Suriname on the start day
 * (scannerEventGroups lists the event under today from then) to DOORS_CLOSE_AFTER_END_MS after its end (or after its
 * start when it has no end). Null without a start: no offline time is believed.
 */
export function doorWindow(event: { startDate: string | Date | null; endDate?: string | Date | null }): DoorWindow | null {
  const startDay = paramariboParts(event.startDate)?.date
  if (!startDay) return null
  const start = new Date(event.startDate!).getTime()
  const end = event.endDate ? new Date(event.endDate).getTime() : Number.NaN
  return {
    opens: Date.parse(`${startDay}T00:00:00-03:00`),
    closes: (Number.isNaN(end) ? start : Math.max(start, end)) + DOORS_CLOSE_AFTER_END_MS,
  }
}

/**
 * The time an offline scan is recorded with. The device's claim is believed inside the door window and not before the
 * device's previous sync of this event (less DEVICE_CLOCK_TOLERANCE_MS): a queued scan was made after the sync that
 * emptied the queue. A claim later than its arrival is a clock running ahead: the arrival. Anything else (a scan
 * dated 1970, a time picked to look earlier than another gate's) is not believed: the arrival, flagged.
 */
export function offlineScanTime(
  claimed: string,
  window: DoorWindow | null,
  previousSyncAt: Date | null,
  arrivedAt: Date
): { at: Date; believed: boolean } {
  const time = Date.parse(claimed)
  const floor = Math.max(window?.opens ?? Number.NaN, previousSyncAt ? previousSyncAt.getTime() - DEVICE_CLOCK_TOLERANCE_MS : -Infinity)
  const inside = window !== null && !Number.isNaN(time) && time >= floor && time <= window.closes
  if (!inside) return { at: arrivedAt, believed: false }
  return { at: time > arrivedAt.getTime() ? arrivedAt : new Date(time), believed: true }
}
