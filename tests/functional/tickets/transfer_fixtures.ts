/*
 * Passing tickets on (domain/ticket_transfer.ts): a door whose tickets a signed-in holder bought (ticketswitch
 * fixtures), the transfer request, and what the figures read, to show a transfer changes none of them.
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { Resale } from '#tests/functional/ticketswitch/ticketswitch_fixtures'

/** The new holder, with an address of their own per call (the specs share one database). */
export function friend(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Anjali',
    lastName: 'Vriendin',
    contactMethod: 'email',
    email: `anjali-${randomUUID().slice(0, 8)}@example.sr`,
    ...overrides,
  }
}

export function transfer(
  client: ApiClient,
  ticketId: number,
  auth: { token?: string; downloadToken?: string },
  body: Record<string, unknown>
) {
  const request = client.post(`/api/tickets/${ticketId}/transfer`).json({ ...body, downloadToken: auth.downloadToken })
  return auth.token ? request.bearerToken(auth.token) : request
}

/** What the organizer's, the admin's and the door's figures count for the event: none of it may move with a transfer. */
export async function figuresOf(client: ApiClient, door: Resale) {
  const sales = await db
    .from('event_sales_days')
    .where('event_id', door.event.id)
    .sum('orders as orders')
    .sum('tickets as tickets')
    .sum('gross as gross')
    .sum('net as net')
    .first()
  const stats = await client.get(`/api/organizers/${door.user.id}/stats`).bearerToken(door.token)
  stats.assertStatus(200)
  const counts = await client.get(`/api/events/${door.event.id}/check-ins/counts`).bearerToken(door.scannerToken)
  counts.assertStatus(200)
  const data = stats.body().data ?? stats.body()
  return {
    orders: Number(sales?.orders ?? 0),
    tickets: Number(sales?.tickets ?? 0),
    gross: String(sales?.gross),
    net: String(sales?.net),
    ticketsSoldTotal: data.ticketsSoldTotal,
    grossRevenue: data.grossRevenue,
    netRevenue: data.netRevenue,
    doorSold: counts.body().sold ?? counts.body().data?.sold,
  }
}

/** The download link a message carries (/download?token=…). */
export function downloadTokenIn(text: string): string {
  const match = /download\?token=([0-9a-f]{64})/i.exec(text)
  if (!match) throw new Error(`no download link in: ${text.slice(0, 200)}`)
  return match[1]
}
