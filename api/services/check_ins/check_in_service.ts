/*
 * Checking a ticket in online, and undoing a check-in (the contract: domain/check_in.ts). The caller
 * has authorized the event (api/policies/check_ins_policy.ts).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type Event from '#models/event'
import { DomainError } from '#exceptions/domain_error'
import type { ValidateAnswer, ValidateRequest } from '#domain/check_in'
import { parseEntityId } from '#domain/entity_id'
import {
  checkInRecord,
  claimNonce,
  insertCheckIn,
  markIfAdmitted,
  markTicket,
  refusedAnswer,
  storeAnswer,
  ticketByCode,
  type ScannedTicket,
} from '#services/check_ins/scanned_ticket'
import { aggregatesChanged, surinameToday } from '#services/aggregates/aggregation_dispatch'
import { recordTicketEvent } from '#services/webhooks/webhook_events'

/** POST /api/tickets/validate: the answer for one scan, checked in exactly once; a retried nonce gets its first answer. */
export async function validateTicket(event: Event, input: ValidateRequest, viewer: User): Promise<ValidateAnswer> {
  const qrCode = input.qrCode?.trim() || (await codeOfEventTicket(event, input.ticketId))
  if (!qrCode) return { status: 'invalid' }
  return db.transaction(async (trx) => {
    const { earlier } = await claimNonce(trx, { userId: viewer.id, nonce: input.nonce, eventId: event.id, qrCode })
    if (earlier) return earlier as ValidateAnswer
    const scanned = await ticketByCode(trx, qrCode)
    const answer = refusedAnswer(scanned, event) ?? (await admit(trx, scanned!, event, input, viewer))
    await storeAnswer(trx, viewer.id, input.nonce, answer)
    await markIfAdmitted(trx, answer, viewer.id)
    if (answer.status === 'valid') await recordTicketEvent(trx, 'ticket.checked_in', scanned!.id)
    return answer
  })
}

/** A manual check-in names the ticket by id: its code, when it is a ticket of this event (else nothing). */
async function codeOfEventTicket(event: Event, ticketId: number | undefined): Promise<string | null> {
  if (ticketId === undefined) return null
  const row = await db.from('tickets').where({ id: ticketId, event_id: event.id }).select('qr_code').first()
  return (row?.qr_code as string | undefined) ?? null
}

async function admit(
  trx: TransactionClientContract,
  scanned: ScannedTicket,
  event: Event,
  input: ValidateRequest,
  viewer: User
): Promise<ValidateAnswer> {
  const { created, checkIn } = await insertCheckIn(trx, {
    ticketId: scanned.id,
    eventId: event.id,
    gate: input.gate ?? null,
    deviceId: null,
    userId: viewer.id,
    scannedAt: new Date(),
    source: 'online',
    nonce: input.nonce,
  })
  return { status: created ? 'valid' : 'already_checked_in', ticket: scanned.ticket, ...checkInRecord(checkIn) }
}

/**
 * Undoes a ticket's check-in with a reason (organizer, manager, admin): the check-in moves to check_in_undos with
 * who undid it and why, and the ticket may be checked in again.
 */
export async function undoCheckIn(event: Event, rawTicketId: unknown, reason: string, viewer: User): Promise<void> {
  const ticketId = parseEntityId(rawTicketId)
  await db.transaction(async (trx) => {
    const ticket = ticketId === null ? null : await trx.from('tickets').where({ id: ticketId, event_id: event.id }).select('id').first()
    if (!ticket) throw new DomainError('TICKET_NOT_FOUND')
    const removed = await trx.from('check_ins').where('ticket_id', ticket.id).delete().returning('*')
    if (removed.length === 0) throw new DomainError('NOT_CHECKED_IN')
    aggregatesChanged(trx, [surinameToday()])
    const [checkIn] = removed
    await trx.table('check_in_undos').insert({
      ticket_id: checkIn.ticket_id,
      event_id: checkIn.event_id,
      gate: checkIn.gate,
      device_id: checkIn.device_id,
      checked_in_by: checkIn.checked_in_by,
      scanned_at: checkIn.scanned_at,
      recorded_at: checkIn.recorded_at,
      source: checkIn.source,
      undone_by: viewer.id,
      reason,
    })
    await markTicket(trx, ticket.id, null, null)
  })
}
