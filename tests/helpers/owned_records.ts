/*
 * Records of organizer A for the access matrix (tests/functional/security/route_table.spec.ts): one builder
 * per OwnedKind of domain/route_access.ts, and the value a route's owner parameter takes for it. Every call
 * builds fresh records, so one route's calls (a cancel, a deactivation) never change another route's record.
 */
import { randomUUID } from 'node:crypto'
import User from '#models/user'
import Order from '#models/order'
import { routeRule, type OwnedKind, type RouteRule } from '#domain/route_access'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue_fixtures'
import { createAccount } from '#tests/helpers/accounts'
import type { RegisteredRoute } from '#tests/helpers/routes'

export interface OwnedRecord {
  id: number
  /** Orders are also named by their order number (e.g. /orders/:orderNumber/...). */
  orderNumber?: string
}

async function makeOrder(organizerId: number): Promise<Order> {
  const event = await makeEvent({ organizerId })
  return Order.create({
    orderNumber: `MTX-${randomUUID().slice(0, 12).toUpperCase()}`,
    eventId: event.id,
    buyerName: 'Matrix Koper',
    buyerEmail: `koper-${randomUUID().slice(0, 8)}@example.sr`,
    contactMethod: 'email',
    status: 'paid',
    paymentProvider: 'mollie',
    subtotal: '100.00',
    total: '100.00',
    lines: [],
  })
}

/** A record of each kind that belongs to this organizer. */
export const OWNED_BUILDERS: Record<OwnedKind, (organizer: User) => Promise<OwnedRecord>> = {
  organizer: async (organizer) => ({ id: organizer.id }),
  event: async (organizer) => ({ id: (await makeEvent({ organizerId: organizer.id, isPublished: false })).id }),
  ticketType: async (organizer) => {
    const event = await makeEvent({ organizerId: organizer.id, isPublished: false })
    return { id: (await makeTicketType(event.id)).id }
  },
  order: async (organizer) => {
    const order = await makeOrder(organizer.id)
    return { id: order.id, orderNumber: order.orderNumber }
  },
  teamMember: async (organizer) => ({ id: (await createAccount({ role: 'scanner', createdByOrganizerId: organizer.id })).id }),
}

/** What the owner parameter carries: the order number where the parameter is named so, else the id. */
export function ownerParamValue(param: string, record: OwnedRecord): string {
  return /number/i.test(param) && record.orderNumber ? record.orderNumber : String(record.id)
}

export type OwnedRoute = RegisteredRoute & { rule: RouteRule & { owner: NonNullable<RouteRule['owner']> } }

/** The route's owner declaration, when it has one. */
export function ownedRoute(route: RegisteredRoute): OwnedRoute | null {
  const rule = routeRule(route.method, route.pattern)
  return rule?.owner ? { ...route, rule: rule as OwnedRoute['rule'] } : null
}

/** Sample path parameters for an owned route: A's fresh record in the owner parameter. */
export async function ownedParams(route: OwnedRoute, organizer: User): Promise<Record<string, string>> {
  const record = await OWNED_BUILDERS[route.rule.owner.kind](organizer)
  return { [route.rule.owner.param]: ownerParamValue(route.rule.owner.param, record) }
}
