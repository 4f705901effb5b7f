import { randomUUID } from 'node:crypto'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue_fixtures'
import type TicketType from '#models/ticket_type'

export const newSession = () => `sess-${randomUUID()}`

export const guest = (overrides: Record<string, unknown> = {}) => {
  const email = `koper-${randomUUID().slice(0, 8)}@example.sr`
  return { contactMethod: 'email', firstName: 'Sita', lastName: 'Ramdin', email, confirmEmail: email, ...overrides }
}

/** A published event with one free ticket type of `maxQuantity` seats. */
export async function freeTicketType(overrides: Partial<TicketType> = {}) {
  const event = await makeEvent({ qrCodePrefix: 'JAZZ' })
  const ticketType = await makeTicketType(event.id, { price: '0.00', maxQuantity: 10, name: 'Gratis toegang', ...overrides })
  return { event, ticketType }
}

export function purchaseBody(eventId: number, ticketTypeId: number, quantity: number, sessionId: string, buyerInfo = guest()) {
  return { eventId, tickets: [{ ticketTypeId, quantity }], buyerInfo, isAllFree: true, reservationId: sessionId }
}
