/*
 * Offers from the waiting list (docs/buying.md#waiting-list). Per ticket type, under the type's lock (the lock every
 * buyer's hold and purchase takes, lockTicketTypes): offers that ran out or were used are closed, the free seats
 * are counted (maxQuantity − sold − every active hold, the offers' own holds included) and the next people whose
 * wanted number fits (domain/waiting_list.ts pickOffers) each get a hold of exactly that many seats under a fresh
 * checkout session of their own, for the event's offer time, and a message with the link. The hold takes the seats
 * off sale to everyone else and runs out like any hold; buying with the offer's session consumes it.
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Event from '#models/event'
import TicketReservation from '#models/ticket_reservation'
import WaitingListEntry from '#models/waiting_list_entry'
import { heldByOthers, lockTicketTypes, onSale } from '#services/tickets/stock'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { tellOffer } from '#services/waiting_list/waiting_list_messages'
import { pickOffers } from '#domain/waiting_list'
import { OFFER_SESSION_PREFIX } from '#services/waiting_list/offer_holds'

export interface OfferReport {
  offered: number
  expired: number
  bought: number
}

/**
 * Offers whose session bought (a paid or free order) are used. The rest past their time ran out, unless a payment of
 * theirs is still open: that order holds the seats, and the offer closes once it is paid (bought) or given up (expired,
 * the seats going to the next person), never marked bought for a payment that then failed.
 */
async function closeOffers(ticketTypeId: number, now: DateTime, trx: TransactionClientContract) {
  const bought = await trx.rawQuery(
    `UPDATE waiting_list_entries w SET status = 'bought', closed_at = :now, updated_at = :now
     WHERE w.ticket_type_id = :id AND w.status = 'offered'
       AND EXISTS (SELECT 1 FROM orders o WHERE o.session_id = w.offer_session_id AND o.status IN ('paid', 'free'))`,
    { id: ticketTypeId, now: now.toJSDate() }
  )
  const expired = await trx.rawQuery(
    `UPDATE waiting_list_entries w SET status = 'expired', closed_at = :now, updated_at = :now
     WHERE w.ticket_type_id = :id AND w.status = 'offered' AND w.offer_expires_at <= :now
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.session_id = w.offer_session_id AND o.status = 'pending')`,
    { id: ticketTypeId, now: now.toJSDate() }
  )
  return { bought: bought.rowCount ?? 0, expired: expired.rowCount ?? 0 }
}

/** A checkout session id of the offer's own: the secret behind its link. */
function offerSessionId(): string {
  return `${OFFER_SESSION_PREFIX}${randomBytes(24).toString('base64url')}`
}

/** One type in one transaction: closes, counts and offers. */
export async function offerSeatsOf(ticketTypeId: number): Promise<OfferReport> {
  const settings = await getPlatformSettings()
  return db.transaction(async (trx) => {
    const now = DateTime.now()
    const types = await lockTicketTypes([ticketTypeId], trx).catch(() => null)
    const type = types?.get(ticketTypeId)
    if (!type) return { offered: 0, expired: 0, bought: 0 }
    const closed = await closeOffers(type.id, now, trx)
    if (!onSale(type)) return { offered: 0, ...closed }
    // The holds counted in a statement that starts after the lock was granted (see stock.ts).
    const held = (await heldByOthers([type.id], null, trx)).get(type.id) ?? 0
    const free = type.maxQuantity - type.quantitySold - held
    if (free <= 0) return { offered: 0, ...closed }
    const waiting = await WaitingListEntry.query({ client: trx }).where('ticket_type_id', type.id).where('status', 'waiting').orderBy('id')
    const picked = pickOffers(free, waiting)
    if (picked.length === 0) return { offered: 0, ...closed }
    const event = await Event.findOrFail(type.eventId, { client: trx })
    const expiresAt = now.plus({ minutes: event.waitingListOfferMinutes })
    for (const entry of picked) {
      const sessionId = offerSessionId()
      await TicketReservation.create(
        {
          ticketTypeId: type.id,
          quantity: entry.quantity,
          sessionId,
          buyerEmail: entry.email,
          buyerPhone: entry.phone,
          buyerIdentifier: entry.email ?? entry.phone,
          contactMethod: entry.contactMethod,
          reservedAt: now,
          expiresAt,
          isActive: true,
        },
        { client: trx }
      )
      entry.merge({ status: 'offered', offerSessionId: sessionId, offeredAt: now, offerExpiresAt: expiresAt })
      await entry.useTransaction(trx).save()
      await tellOffer(
        entry,
        {
          eventId: event.id,
          eventTitle: event.title,
          ticketTypeName: type.name,
          offerMinutes: event.waitingListOfferMinutes,
          site: settings.websiteName,
        },
        trx
      )
    }
    return { offered: picked.length, ...closed }
  })
}

/** The offer run: the given types, or every type someone waits for or holds an offer of. */
export async function makeOffers(ticketTypeIds: number[] | null = null): Promise<OfferReport> {
  const ids =
    ticketTypeIds ??
    (
      await db.from('waiting_list_entries').whereIn('status', ['waiting', 'offered']).distinct('ticket_type_id').orderBy('ticket_type_id')
    ).map((row) => row.ticket_type_id as number)
  const report: OfferReport = { offered: 0, expired: 0, bought: 0 }
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const one = await offerSeatsOf(id)
    report.offered += one.offered
    report.expired += one.expired
    report.bought += one.bought
  }
  return report
}
