/*
 * The door without network (contract: domain/check_in.ts). A scanner downloads the event's valid codes
 * hashed with a fresh salt, answers from that list and its own check-ins while offline, and syncs its scans when back.
 * Each scan is decided in its own transaction through the same unique check-in as online: a ticket scanned on two
 * devices is one check-in, the record that was there first stays (a claimed earlier time never takes it over: any
 * scanner could claim one), and both devices are told. A claimed time is believed only inside the event's door window
 * and after the device's previous sync (offlineScanTime); otherwise the scan counts as made when it arrived, logged as
 * a `scan_time` conflict.
 */
import { createHash, randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type Event from '#models/event'
import {
  OFFLINE_HASH_LENGTH,
  doorWindow,
  offlineScanTime,
  type CheckInConflict,
  type ConflictReason,
  type DoorWindow,
  type ConflictSide,
  type OfflineList,
  type SyncAnswer,
  type SyncRequest,
  type SyncResult,
  type SyncScan,
  type ValidateAnswer,
} from '#domain/check_in'
import { admittingTickets, LISTED_NOW, REFUND_UNDER_WAY } from '#services/check_ins/check_in_reports'
import {
  checkInRecord,
  checkInTicket,
  ticketsWithOrder,
  claimNonce,
  insertCheckIn,
  markIfAdmitted,
  personName,
  refusedAnswer,
  storeAnswer,
  ticketByCode,
  type ScannedTicket,
  type StoredCheckIn,
} from '#services/check_ins/scanned_ticket'
import { recordTicketEvent } from '#services/webhooks/webhook_events'

export async function offlineList(event: Event): Promise<OfflineList> {
  const salt = randomBytes(16).toString('base64url')
  const [tickets, types] = await Promise.all([
    admittingTickets(db.query(), event.id)
      // A ticket for sale on Ticketswitch does not get in (its holder withdraws it first): not on the offline list.
      .whereNotExists(LISTED_NOW)
      // Nor is a ticket whose refund is under way (a refunded one is no longer valid). The counts say how many.
      .whereNotExists(REFUND_UNDER_WAY)
      .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
      .orderBy('t.id')
      .select('t.qr_code', 't.ticket_type_id', db.raw('c.id IS NOT NULL AS checked_in')),
    db.from('ticket_types').where('event_id', event.id).orderBy('id').select('id', 'name'),
  ])
  const codes = tickets.map((row): [string, number, 0 | 1] => [
    serverCodeHash(salt, row.qr_code),
    row.ticket_type_id,
    row.checked_in ? 1 : 0,
  ])
  return {
    eventId: event.id,
    generatedAt: new Date().toISOString(),
    salt,
    codes,
    ticketTypes: Object.fromEntries(types.map((type) => [String(type.id), type.name as string])),
  }
}

/**
 * domain/check_in.ts offlineCodeHash, synchronously with node:crypto: ~13× faster than 20,000 awaited WebCrypto
 * digests (tests/unit/api/check_in_rules.spec.ts keeps the two equal).
 */
export function serverCodeHash(salt: string, qrCode: string): string {
  return createHash('sha256').update(`${salt}:${qrCode.trim()}`).digest('base64url').slice(0, OFFLINE_HASH_LENGTH)
}

/** What a sync's scan times are judged by: the door window, the device's previous sync, and this sync's arrival. */
interface SyncClock {
  window: DoorWindow | null
  previousSyncAt: Date | null
  arrivedAt: Date
}

export async function syncScans(event: Event, request: SyncRequest, viewer: User): Promise<SyncAnswer> {
  const clock: SyncClock = {
    window: doorWindow({ startDate: event.startDate?.toISO() ?? null, endDate: event.endDate?.toISO() ?? null }),
    previousSyncAt: await previousSync(event.id, request.deviceId),
    arrivedAt: new Date(),
  }
  const results: SyncResult[] = []
  // In the order made; one transaction each, so a long queue never holds many locks and a retry resumes cleanly.
  for (const scan of request.scans) results.push(await syncScan(event, request.deviceId, scan, viewer, clock))
  // Noted once every scan went through: a sync that broke off leaves the floor where it was, so its retry is believed.
  await noteSync(event.id, request.deviceId, clock.arrivedAt)
  return { results, conflicts: await conflictsToTell(event.id, request.deviceId) }
}

async function previousSync(eventId: number, deviceId: string): Promise<Date | null> {
  const row = await db.from('check_in_devices').where({ event_id: eventId, device_id: deviceId }).select('last_synced_at').first()
  return row ? new Date(row.last_synced_at) : null
}

async function noteSync(eventId: number, deviceId: string, arrivedAt: Date): Promise<void> {
  await db.rawQuery(
    `INSERT INTO check_in_devices (event_id, device_id, last_synced_at) VALUES (?, ?, ?)
     ON CONFLICT (event_id, device_id) DO UPDATE SET last_synced_at = greatest(check_in_devices.last_synced_at, excluded.last_synced_at)`,
    [eventId, deviceId, arrivedAt]
  )
}

type StoredResult = Omit<SyncResult, 'nonce'>

async function syncScan(event: Event, deviceId: string, scan: SyncScan, viewer: User, clock: SyncClock): Promise<SyncResult> {
  const qrCode = scan.qrCode.trim()
  const result = await db.transaction(async (trx): Promise<StoredResult> => {
    const { earlier } = await claimNonce(trx, { userId: viewer.id, nonce: scan.nonce, eventId: event.id, qrCode })
    if (earlier) return earlier as StoredResult
    const scanned = await ticketByCode(trx, qrCode)
    const refused = refusedAnswer(scanned, event)
    const decided: StoredResult = refused ? { answer: refused } : await checkInOffline(trx, scanned!, event, deviceId, scan, viewer, clock)
    await storeAnswer(trx, viewer.id, scan.nonce, decided)
    await markIfAdmitted(trx, decided.answer, viewer.id)
    // Only a scan that made the check-in (not one that lost to, or took over from, an earlier one).
    if (decided.answer.status === 'valid' && !decided.conflict) await recordTicketEvent(trx, 'ticket.checked_in', scanned!.id)
    return decided
  })
  return { nonce: scan.nonce, ...result }
}

async function checkInOffline(
  trx: TransactionClientContract,
  scanned: ScannedTicket,
  event: Event,
  deviceId: string,
  scan: SyncScan,
  viewer: User,
  clock: SyncClock
): Promise<StoredResult> {
  const time = offlineScanTime(scan.scannedAt, clock.window, clock.previousSyncAt, clock.arrivedAt)
  const gate = scan.gate ?? null
  const { created, checkIn: holder } = await insertCheckIn(trx, {
    ticketId: scanned.id,
    eventId: event.id,
    gate,
    deviceId,
    userId: viewer.id,
    scannedAt: time.at,
    source: 'offline',
    nonce: scan.nonce,
  })
  const valid = (record: StoredCheckIn): ValidateAnswer => ({ status: 'valid', ticket: scanned.ticket, ...checkInRecord(record) })
  const answer: ValidateAnswer = created
    ? valid(holder)
    : { status: 'already_checked_in', ticket: scanned.ticket, ...checkInRecord(holder) }
  // Another device's check-in stays as it is, whatever time this scan claims; the two are logged side by side.
  const reason: ConflictReason | null = !time.believed ? 'scan_time' : !created && holder.deviceId !== deviceId ? 'two_devices' : null
  if (!reason) return { answer }

  const claimed: StoredCheckIn = {
    id: holder.id,
    scannedAt: time.believed ? time.at : new Date(Date.parse(scan.scannedAt)),
    gate,
    deviceId,
    checkedInBy: viewer.id,
    checkedInByName: [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || null,
  }
  await trx.table('check_in_conflicts').insert({
    ticket_id: scanned.id,
    event_id: event.id,
    reason,
    counted_scanned_at: holder.scannedAt,
    counted_gate: holder.gate,
    counted_device_id: holder.deviceId,
    counted_by: holder.checkedInBy,
    other_scanned_at: claimed.scannedAt,
    other_gate: claimed.gate,
    other_device_id: claimed.deviceId,
    other_by: claimed.checkedInBy,
  })
  const conflict: CheckInConflict = { ticket: scanned.ticket, reason, counted: side(holder), other: side(claimed) }
  return { answer, conflict }
}

function side(checkIn: StoredCheckIn): ConflictSide {
  return {
    scannedAt: checkIn.scannedAt.toISOString(),
    gate: checkIn.gate,
    deviceId: checkIn.deviceId,
    checkedInBy: checkIn.checkedInByName,
  }
}

/** The event's conflicts this device has not been told yet (its own and those another device's sync revealed), marked told. */
async function conflictsToTell(eventId: number, deviceId: string): Promise<CheckInConflict[]> {
  const told = await db.rawQuery(
    `UPDATE check_in_conflicts SET
       counted_told_at = CASE WHEN counted_device_id = :device THEN coalesce(counted_told_at, now()) ELSE counted_told_at END,
       other_told_at = CASE WHEN other_device_id = :device THEN coalesce(other_told_at, now()) ELSE other_told_at END
     WHERE event_id = :event
       AND ((counted_device_id = :device AND counted_told_at IS NULL) OR (other_device_id = :device AND other_told_at IS NULL))
     RETURNING id`,
    { device: deviceId, event: eventId }
  )
  const ids = told.rows.map((row: { id: number }) => row.id)
  if (ids.length === 0) return []
  const rows = await ticketsWithOrder(db.query())
    .join('check_in_conflicts as k', 'k.ticket_id', 't.id')
    .leftJoin('users as cu', 'cu.id', 'k.counted_by')
    .leftJoin('users as ou', 'ou.id', 'k.other_by')
    .whereIn('k.id', ids)
    .orderBy('k.id')
    .select(
      'k.*',
      't.buyer_name',
      'o.order_number',
      'tt.name as ticket_type_name',
      db.raw(personName('cu', 'counted_by_name')),
      db.raw(personName('ou', 'other_by_name'))
    )
  return rows.map((row) => ({
    ticket: checkInTicket(row),
    reason: row.reason as ConflictReason,
    counted: storedSide(row, 'counted'),
    other: storedSide(row, 'other'),
  }))
}

function storedSide(row: Record<string, any>, prefix: 'counted' | 'other'): ConflictSide {
  return {
    scannedAt: new Date(row[`${prefix}_scanned_at`]).toISOString(),
    gate: row[`${prefix}_gate`],
    deviceId: row[`${prefix}_device_id`],
    checkedInBy: row[`${prefix}_by_name`],
  }
}
