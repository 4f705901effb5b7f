/*
 * The waiting list of a sold-out ticket type (docs/buying.md#waiting-list): joining (only while the type cannot give
 * the wanted number of seats), the entry's page (its place, its offer) and leaving. Offers are made by
 * offer_service.ts.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Event from '#models/event'
import type User from '#models/user'
import TicketReservation from '#models/ticket_reservation'
import WaitingListEntry from '#models/waiting_list_entry'
import { DomainError } from '#exceptions/domain_error'
import { authorize } from '#policies/resource_policy'
import { BUYER_FIELD_TEXT } from '#exceptions/domain_texts'
import { availableFor, eventIsPublished, heldByOthers, lockTicketTypes } from '#services/tickets/stock'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { tellJoined } from '#services/waiting_list/waiting_list_messages'
import { entryIdOf, waitingListToken } from '#services/waiting_list/waiting_list_keys'
import { requestOffers } from '#services/waiting_list/offer_trigger'
import { hit } from '#services/accounts/rate_limits'
import { buyerInfoErrors, effectiveContactMethod, needsEmail, needsPhone, type BuyerField, type ContactMethod } from '#domain/buyer_info'
import { normalizePhone } from '#domain/auth_rules'
import { maxWaitingQuantity, type WaitingListStatus } from '#domain/waiting_list'
import type { Language } from '#domain/languages'

export interface JoinInput {
  ticketTypeId: number
  quantity: number
  contactMethod?: ContactMethod
  email?: string | null
  phone?: string | null
  firstName?: string | null
  lastName?: string | null
  language?: Language
}

export interface EntryView {
  token: string
  status: WaitingListStatus
  /** Among the people still waiting for this type, in order of joining; null once no longer waiting. */
  place: number | null
  quantity: number
  eventId: number
  eventTitle: string
  ticketTypeId: number
  ticketTypeName: string
  price: string
  /** While an offer holds seats: the checkout session that owns them and when they go to the next person. */
  offer: { sessionId: string; expiresAt: string } | null
  buyer: { firstName: string; lastName: string; contactMethod: ContactMethod; email: string | null; phone: string | null }
}

/** Place of a waiting entry: people still waiting on the same type who joined before it, plus one. */
async function placeOf(entry: WaitingListEntry, client?: TransactionClientContract): Promise<number | null> {
  if (entry.status !== 'waiting') return null
  const row = await (client ?? db)
    .from('waiting_list_entries')
    .where('ticket_type_id', entry.ticketTypeId)
    .where('status', 'waiting')
    .where('id', '<=', entry.id)
    .count('* as count')
    .first()
  return Number(row?.count ?? 0)
}

function buyerErrors(input: JoinInput, whatsappEnabled: boolean, bothEnabled: boolean) {
  const info = { ...input, confirmEmail: input.email, confirmPhone: input.phone }
  const errors = Object.keys(buyerInfoErrors(info, { whatsappEnabled, bothEnabled })) as BuyerField[]
  if (errors.length > 0)
    throw DomainError.fields('VALIDATION_ERROR', Object.fromEntries(errors.map((field) => [field, [BUYER_FIELD_TEXT[field]]])))
  const method = effectiveContactMethod(input, { whatsappEnabled, bothEnabled })
  return {
    method,
    email: needsEmail(method) ? input.email!.trim().toLowerCase() : null,
    phone: needsPhone(method) ? normalizePhone(input.phone!) : null,
  }
}

/** POST /api/ticket-types/{id}/waiting-list: joins the list of a type that cannot give this many seats now. */
export async function joinWaitingList(input: JoinInput, clientIp: string | null = null): Promise<EntryView> {
  // Every join sends a message: counted per network before anything else (429 over the limit).
  await hit('waitingListJoinsPerNetwork', clientIp)
  const settings = await getPlatformSettings()
  const buyer = buyerErrors(input, settings.whatsappFeatures.checkoutEnabled, settings.whatsappFeatures.bothOptionEnabled)
  const entry = await db.transaction(async (trx) => {
    // Under the type's lock, like every decision about its seats: the offer run cannot hand them out meanwhile.
    const type = (await lockTicketTypes([input.ticketTypeId], trx)).get(input.ticketTypeId)!
    if (!eventIsPublished(type)) throw new DomainError('TICKET_TYPE_NOT_FOUND')
    const max = maxWaitingQuantity(type)
    if (max === 0) throw new DomainError('WAITING_LIST_NOT_ONLINE', { params: { ticketType: type.name } })
    if (input.quantity < 1 || input.quantity > max) throw new DomainError('WAITING_LIST_QUANTITY', { params: { max }, field: 'quantity' })
    const available = availableFor(type, (await heldByOthers([type.id], null, trx)).get(type.id) ?? 0)
    if (available >= input.quantity) {
      throw new DomainError('WAITING_LIST_NOT_SOLD_OUT', {
        params: { ticketType: type.name, available },
        details: { availableNow: available },
      })
    }
    const already = await WaitingListEntry.query({ client: trx })
      .where('ticket_type_id', type.id)
      .whereIn('status', ['waiting', 'offered'])
      .where((q) => {
        if (buyer.email) q.orWhere('email', buyer.email)
        if (buyer.phone) q.orWhere('phone', buyer.phone)
      })
      .first()
    if (already) throw new DomainError('WAITING_LIST_ALREADY_WAITING', { params: { ticketType: type.name } })
    const created = await WaitingListEntry.create(
      {
        ticketTypeId: type.id,
        quantity: input.quantity,
        contactMethod: buyer.method,
        email: buyer.email,
        phone: buyer.phone,
        firstName: input.firstName!.trim(),
        lastName: input.lastName!.trim(),
        language: input.language ?? 'nl',
        status: 'waiting',
      },
      { client: trx }
    )
    const event = await Event.findOrFail(type.eventId, { client: trx })
    const place = (await placeOf(created, trx))!
    await tellJoined(
      created,
      place,
      {
        eventId: event.id,
        eventTitle: event.title,
        ticketTypeName: type.name,
        offerMinutes: event.waitingListOfferMinutes,
        site: settings.websiteName,
      },
      trx
    )
    return created
  })
  return viewOf(entry)
}

async function entryOf(token: string, client?: TransactionClientContract): Promise<WaitingListEntry> {
  const id = entryIdOf(token)
  const query = WaitingListEntry.query(client ? { client } : {}).where('id', id ?? 0)
  if (client) query.forUpdate()
  const entry = id === null ? null : await query.first()
  if (!entry) throw new DomainError('WAITING_LIST_LINK_INVALID')
  return entry
}

async function viewOf(entry: WaitingListEntry): Promise<EntryView> {
  const type = await entry.related('ticketType').query().preload('event').firstOrFail()
  const offered = entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt > DateTime.now()
  return {
    token: waitingListToken(entry.id),
    status: entry.status,
    place: await placeOf(entry),
    quantity: entry.quantity,
    eventId: type.eventId,
    eventTitle: type.event.title,
    ticketTypeId: type.id,
    ticketTypeName: type.name,
    price: type.price,
    offer: offered ? { sessionId: entry.offerSessionId!, expiresAt: entry.offerExpiresAt!.toISO()! } : null,
    buyer: {
      firstName: entry.firstName,
      lastName: entry.lastName,
      contactMethod: entry.contactMethod,
      email: entry.email,
      phone: entry.phone,
    },
  }
}

/** GET /api/waiting-list/{token}: the entry's place or offer. */
export async function showEntry(token: string): Promise<EntryView> {
  return viewOf(await entryOf(token))
}

/** DELETE /api/waiting-list/{token}: off the list; an open offer's seats go back to the next person at once. */
export async function leaveWaitingList(token: string): Promise<EntryView> {
  const entry = await db.transaction(async (trx) => {
    const found = await entryOf(token, trx)
    if (found.status !== 'waiting' && found.status !== 'offered') return found
    if (found.status === 'offered' && found.offerSessionId) {
      await TicketReservation.query({ client: trx })
        .where('session_id', found.offerSessionId)
        .where('is_active', true)
        .update({ isActive: false, updatedAt: new Date() })
      trx.after('commit', () => requestOffers([found.ticketTypeId]))
    }
    found.merge({ status: 'left', closedAt: DateTime.now() })
    await found.useTransaction(trx).save()
    return found
  })
  return viewOf(entry)
}

export interface TicketTypeDemand {
  ticketTypeId: number
  name: string
  /** People waiting (not counting those with an open offer). */
  waiting: number
  /** Seats they want together. */
  wantedSeats: number
  /** Open offers and the seats they hold. */
  offers: number
  offeredSeats: number
}

/** The organizer's view of an event's waiting lists: length and wanted seats per type (their own event's only). */
export async function demandOf(viewer: User | undefined, eventId: number | null): Promise<TicketTypeDemand[]> {
  const event = eventId === null ? null : await Event.find(eventId)
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  authorize(viewer, 'ticket-types', 'list', { organizerId: event.organizerId })
  const rows = await db
    .from('ticket_types as t')
    .leftJoin('waiting_list_entries as w', (join) => {
      join.on('w.ticket_type_id', 't.id').onIn('w.status', ['waiting', 'offered'])
    })
    .where('t.event_id', event.id)
    .groupBy('t.id', 't.name', 't.sort_order')
    .orderBy([{ column: 't.sort_order' }, { column: 't.id' }])
    .select(
      't.id',
      't.name',
      db.raw("count(w.id) FILTER (WHERE w.status = 'waiting')::int AS waiting"),
      db.raw("coalesce(sum(w.quantity) FILTER (WHERE w.status = 'waiting'), 0)::int AS wanted_seats"),
      db.raw("count(w.id) FILTER (WHERE w.status = 'offered')::int AS offers"),
      db.raw("coalesce(sum(w.quantity) FILTER (WHERE w.status = 'offered'), 0)::int AS offered_seats")
    )
  return rows.map((row) => ({
    ticketTypeId: row.id,
    name: row.name,
    waiting: row.waiting,
    wantedSeats: row.wanted_seats,
    offers: row.offers,
    offeredSeats: row.offered_seats,
  }))
}
