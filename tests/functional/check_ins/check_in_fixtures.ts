/*
 * An organizer's event with paid tickets, the organizer's door staff, and small helpers to call the check-in API.
 * Tickets are written as the payment flow leaves a paid order (order_fixtures.writeOrder).
 */
import { randomUUID } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import Ticket from '#models/ticket'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { organizerWithEvent, tokenOf, writeOrder, type Organizer } from '#tests/functional/orders/order_fixtures'

export interface Door extends Organizer {
  tickets: Ticket[]
  scanner: User
  scannerToken: string
}

/** An organizer's event with `count` paid tickets and a scanner of that organizer, signed in. */
export async function doorWithTickets(count = 3, buyer: { buyerName?: string; buyerEmail?: string } = {}): Promise<Door> {
  const org = await organizerWithEvent()
  const order = await writeOrder(org, { status: 'paid', quantity: count, ...buyer })
  const tickets = await Ticket.query().where('order_id', order.id).orderBy('id')
  const scanner = await createAccount({ role: 'scanner', createdByOrganizerId: org.user.id, firstName: 'Sandra', lastName: 'Scanner' })
  return { ...org, tickets, scanner, scannerToken: await tokenOf(scanner) }
}

export const newNonce = () => `n-${randomUUID()}`

export function validate(client: ApiClient, token: string, body: Record<string, unknown>) {
  return client.post('/api/tickets/validate').bearerToken(token).json(body)
}

/** One scan of a code at an event with a fresh nonce. */
export function scan(client: ApiClient, door: Door, qrCode: string, extra: Record<string, unknown> = {}, token = door.scannerToken) {
  return validate(client, token, { eventId: door.event.id, qrCode, nonce: newNonce(), gate: 'Poort A', ...extra })
}
