/*
 * Ticketswitch specs: a door (organizer, event with a paid type at SRD 150, a scanner) whose tickets belong
 * to a signed-in holder (the order is their account's), a guest's download token, and small API helpers.
 * Listings, holds, payments and the transfer all go through the real API; tickets are written as a paid order leaves them.
 */
import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { tokenOf } from '#tests/functional/orders/order_fixtures'
import { doorWithTickets, type Door } from '#tests/functional/check_ins/check_in_fixtures'
import { guest, newClientAddress, newSession } from '#tests/functional/tickets/ticket_fixtures'
import { hashDownloadToken } from '#services/tickets/ticket_delivery_service'

export interface Resale extends Door {
  seller: User
  sellerToken: string
}

/** A door with `count` tickets of SRD 150 bought by a signed-in holder (the seller: the order is their account's). */
export async function resaleDoor(count = 1): Promise<Resale> {
  const seller = await createAccount({ firstName: 'Kiran', lastName: 'Verkoper' })
  const door = await doorWithTickets(count, { buyerName: 'Kiran Verkoper', buyerEmail: seller.email })
  await db
    .from('orders')
    .whereIn('id', [...new Set(door.tickets.map((ticket) => ticket.orderId))])
    .update({ buyer_user_id: seller.id })
  return { ...door, seller, sellerToken: await tokenOf(seller) }
}

/** A download link's token (as the delivery makes one) opening these tickets. */
export async function downloadTokenFor(ticketIds: number[]): Promise<string> {
  const token = randomBytes(32).toString('hex')
  await db.table('download_tokens').insert({
    token: hashDownloadToken(token),
    ticket_id: ticketIds[0],
    ticket_ids: `{${ticketIds.join(',')}}`,
    expires_at: DateTime.now().plus({ days: 30 }).toJSDate(),
    status: 'active',
  })
  return token
}

export function listTicket(client: ApiClient, token: string | null, body: Record<string, unknown>) {
  const request = client.post('/api/ticketswitch/listings').json({ payoutDetails: 'DSB 123456789', ...body })
  return token ? request.bearerToken(token) : request
}

/** A listing of the resale door's first ticket at this price, made by the signed-in seller. */
export async function listed(client: ApiClient, resale: Resale, listingPrice: string | number = '150.00') {
  const response = await listTicket(client, resale.sellerToken, { ticketId: resale.tickets[0].id, listingPrice })
  response.assertStatus(201)
  return response.body().data as { id: number; payoutAmount: string; resaleFee: string }
}

/**
 * POST /api/payments/create for a listing through the Uni5Pay+ sandbox, as a guest buyer from a network of their own
 * (X-Forwarded-For, believed where a group trusts the test client as a proxy: different buyers are not one network).
 */
export function payForListing(client: ApiClient, eventId: number, listingId: number, sessionId = newSession(), buyerInfo = guest()) {
  return client.post('/api/payments/create').header('x-forwarded-for', newClientAddress()).json({
    eventId,
    listingId,
    buyerInfo,
    reservationId: sessionId,
    paymentProvider: 'uni5pay',
    paymentMethod: 'uni5pay',
  })
}

/** Approves a sandbox payment from its checkout link (the sandbox then calls our webhook). */
export async function approveSandbox(client: ApiClient, checkoutUrl: string) {
  const url = new URL(checkoutUrl)
  const response = await client
    .post(`/api/payments/uni5pay/sandbox/${url.searchParams.get('paymentId')}/approve`)
    .form({ key: url.searchParams.get('key') })
    .redirects(0)
  response.assertStatus(303)
}

export function freePurchaseOfListing(
  client: ApiClient,
  eventId: number,
  listingId: number,
  sessionId = newSession(),
  buyerInfo = guest()
) {
  return client.post('/api/tickets/purchase').json({ eventId, listingId, buyerInfo, reservationId: sessionId })
}
