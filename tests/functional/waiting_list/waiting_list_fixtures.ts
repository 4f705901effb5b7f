import { randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import TicketType from '#models/ticket_type'
import TicketReservation from '#models/ticket_reservation'
import WaitingListEntry from '#models/waiting_list_entry'
import { makeOffers } from '#services/waiting_list/offer_service'
import { useOfferDispatcher } from '#services/waiting_list/offer_trigger'
import { makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { organizerWithEvent, type Organizer } from '#tests/functional/orders/order_fixtures'
import { guest, newSession } from '#tests/functional/tickets/ticket_fixtures'
import { purchase } from '#services/tickets/purchase_service'

export const person = (overrides: Record<string, unknown> = {}) => ({
  quantity: 1,
  contactMethod: 'email',
  email: `wacht-${randomUUID().slice(0, 8)}@example.sr`,
  firstName: 'Anjali',
  lastName: 'Jagessar',
  ...overrides,
})

export function join(client: ApiClient, ticketTypeId: number, body: Record<string, unknown>) {
  return client.post(`/api/ticket-types/${ticketTypeId}/waiting-list`).json(body)
}

/** An organizer's event with a free type of `seats` seats (sold online, at most 4 per person), all sold. */
export async function soldOutType(
  seats = 4,
  orderSizes: number[] = [seats]
): Promise<{ org: Organizer; type: TicketType; orders: string[] }> {
  const org = await organizerWithEvent()
  const type = await makeTicketType(org.event.id, { name: 'Familie', price: '0.00', maxQuantity: seats, hasUserLimit: true, maxPerUser: 4 })
  return { org, type, orders: await buyAll(org, type, orderSizes) }
}

async function buyAll(org: Organizer, type: TicketType, sizes: number[]): Promise<string[]> {
  const numbers: string[] = []
  for (const size of sizes) {
    const order = await purchase(
      {
        eventId: org.event.id,
        tickets: [{ ticketTypeId: type.id, quantity: size }],
        buyerInfo: { ...guest(), contactMethod: 'email' },
        sessionId: newSession(),
        clientKey: null,
      },
      null
    )
    numbers.push(order.orderNumber)
  }
  return numbers
}

/** Offer runs asked for by the API (a refund, a cancellation, a raised quantity) run here, in the test's process. */
export function runOffersInline(): { settled: () => Promise<unknown>; stop: () => void } {
  let pending: Promise<unknown> = Promise.resolve()
  useOfferDispatcher((ids) => {
    pending = pending.then(() => makeOffers(ids))
    return pending
  })
  return { settled: () => pending, stop: () => useOfferDispatcher(null) }
}

export function entriesOf(typeId: number) {
  return WaitingListEntry.query().where('ticket_type_id', typeId).orderBy('id')
}

export function activeHoldsOf(typeId: number) {
  return TicketReservation.query().where('ticket_type_id', typeId).where('is_active', true).where('expires_at', '>', new Date())
}

/** The offer ran out: its time and its hold's moved into the past. */
export async function runOutOffer(entry: WaitingListEntry) {
  const past = new Date(Date.now() - 60_000)
  await db.from('waiting_list_entries').where('id', entry.id).update({ offer_expires_at: past })
  await db.from('ticket_reservations').where('session_id', entry.offerSessionId!).update({ expires_at: past })
}

export async function freeSeatsOf(typeId: number): Promise<number> {
  const type = await TicketType.findOrFail(typeId)
  const held = (await activeHoldsOf(typeId)).reduce((sum, hold) => sum + hold.quantity, 0)
  return type.maxQuantity - type.quantitySold - held
}
