/*
 * Records of organizer A for the access matrix (tests/functional/security/route_table.spec.ts): one builder
 * per OwnedKind of domain/route_access.ts, and the value a route's owner parameter takes for it. Every call
 * builds fresh records, so one route's calls (a cancel, a deactivation) never change another route's record.
 */
import { randomUUID } from 'node:crypto'
import User from '#models/user'
import Order from '#models/order'
import DiscountCode from '#models/discount_code'
import type { OwnedKind, RouteRule } from '#domain/route_access'
import type { RecordOwner } from '#domain/resource_access'
import VenueBooking from '#models/venue_booking'
import LoketShift from '#models/loket_shift'
import EventQuestion from '#models/event_question'
import AgentPartnership from '#models/agent_partnership'
import AgentNotification from '#models/agent_notification'
import { createApiToken } from '#services/api_tokens/api_token_service'
import WebhookEndpoint from '#models/webhook_endpoint'
import { makeEvent, makeReview, makeTicketType, makeVenue } from '#tests/functional/catalogue/catalogue_fixtures'
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

/** Whose records the matrix probes: organizer A's kinds and venue operator A's kinds (domain/route_access.ts OwnedKind). */
export interface RecordOwners {
  organizer: User
  venueOperator: User
  /** Agent A: their agent_manager and agent_loket_medewerker are A's staff in the matrix. */
  agent: User
}

/** A record of each kind that belongs to its owner of the matrix. */
export const OWNED_BUILDERS: Record<OwnedKind, (owners: RecordOwners) => Promise<OwnedRecord>> = {
  organizer: async ({ organizer }) => ({ id: organizer.id }),
  event: async ({ organizer }) => ({ id: (await makeEvent({ organizerId: organizer.id, isPublished: false })).id }),
  ticketType: async ({ organizer }) => {
    const event = await makeEvent({ organizerId: organizer.id, isPublished: false })
    return { id: (await makeTicketType(event.id)).id }
  },
  discountCode: async ({ organizer }) => {
    const event = await makeEvent({ organizerId: organizer.id, isPublished: false })
    return {
      id: (
        await DiscountCode.create({
          eventId: event.id,
          code: `M${randomUUID().slice(0, 8)}`,
          kind: 'percentage',
          value: '10.00',
          isActive: true,
        })
      ).id,
    }
  },
  order: async ({ organizer }) => {
    const order = await makeOrder(organizer.id)
    return { id: order.id, orderNumber: order.orderNumber }
  },
  teamMember: async ({ organizer }) => ({ id: (await createAccount({ role: 'scanner', createdByOrganizerId: organizer.id })).id }),
  venueOperator: async ({ venueOperator }) => ({ id: venueOperator.id }),
  agent: async ({ agent }) => ({ id: agent.id }),
  venue: async ({ venueOperator }) => ({ id: (await makeVenue({ ownerId: venueOperator.id, isApproved: false })).id }),
  venueBooking: async ({ organizer, venueOperator }) => {
    const venue = await makeVenue({ ownerId: venueOperator.id })
    const event = await makeEvent({ organizerId: organizer.id, isPublished: false, venueId: venue.id })
    const booking = await VenueBooking.create({
      venueId: venue.id,
      eventId: event.id,
      requestedBy: organizer.id,
      bookingDate: event.startDate!,
      status: 'pending',
    })
    return { id: booking.id }
  },
  // An open shift of a fresh seller of organizer A (one open shift per seller, so a new seller each time).
  loketShift: async ({ organizer }) => {
    const seller = await createAccount({ role: 'loket_medewerker', createdByOrganizerId: organizer.id })
    return { id: (await LoketShift.create({ organizerId: organizer.id, sellerId: seller.id, openingFloat: '100.00' })).id }
  },
  // Agent A's own id, A's partnership with organizer A (pending, so approving works), A's notification.
  partnership: async ({ organizer, agent }) => ({ id: (await makePartnership(agent.id, organizer.id)).id }),
  agentNotification: async ({ organizer, agent }) => {
    const partnership = await makePartnership(agent.id, organizer.id)
    const notification = await AgentNotification.create({
      agentId: agent.id,
      organizerId: organizer.id,
      type: 'partnership_approved',
      title: 'Partnerschap goedgekeurd',
      message: 'Matrix',
      isRead: false,
      relatedPartnershipId: partnership.id,
    })
    return { id: notification.id }
  },
  // A loket seller of agent A.
  agentTeamMember: async ({ agent }) => ({ id: (await createAccount({ role: 'agent_loket_medewerker', createdByAgentId: agent.id })).id }),
  // A published review of organizer A, not yet answered (so answering it works).
  review: async ({ organizer }) => ({ id: (await makeReview({ reviewType: 'organizer', organizerId: organizer.id })).id }),
  // A question of a draft event of organizer A.
  question: async ({ organizer }) => {
    const event = await makeEvent({ organizerId: organizer.id, isPublished: false })
    return { id: (await EventQuestion.create({ eventId: event.id, label: 'Matrix', type: 'short_text' })).id }
  },
  apiToken: async ({ organizer }) => ({ id: (await createApiToken(organizer, { name: 'Matrix', scopes: ['events:read'] })).row.id }),
  // A webhook endpoint of organizer A.
  webhookEndpoint: async ({ organizer }) => ({
    id: (
      await WebhookEndpoint.create({
        organizerId: organizer.id,
        url: 'http://127.0.0.1:9/matrix',
        events: ['order.paid'],
        secretEncrypted: 'matrix',
        isActive: true,
        consecutiveFailures: 0,
      })
    ).id,
  }),
}

/** A fresh pending partnership; an open one between the two is closed first (one open per pair). */
async function makePartnership(agentId: number, organizerId: number): Promise<AgentPartnership> {
  await AgentPartnership.query().where({ agentId, organizerId }).whereIn('status', ['pending', 'approved']).update({ status: 'terminated' })
  return AgentPartnership.create({ agentId, organizerId, status: 'pending', requestedBy: agentId })
}

/** Whose a kind's record is, as the access table sees it (a booking is its organizer's and its venue's). */
export function recordOwner(kind: OwnedKind, owners: RecordOwners): RecordOwner {
  if (kind === 'venueOperator' || kind === 'venue') return { venueOwnerId: owners.venueOperator.id }
  if (kind === 'venueBooking') return { organizerId: owners.organizer.id, venueOwnerId: owners.venueOperator.id }
  if (kind === 'agent' || kind === 'agentNotification' || kind === 'agentTeamMember') return { agentId: owners.agent.id }
  if (kind === 'partnership') return { organizerId: owners.organizer.id, agentId: owners.agent.id }
  return { organizerId: owners.organizer.id }
}

/** What the owner parameter carries: the order number where the parameter is named so, else the id. */
export function ownerParamValue(param: string, record: OwnedRecord): string {
  return /number/i.test(param) && record.orderNumber ? record.orderNumber : String(record.id)
}

export type OwnedRoute = RegisteredRoute & { rule: RouteRule & { owner: NonNullable<RouteRule['owner']> } }

/** The route's owner declaration, when it has one. */
export function ownedRoute(route: RegisteredRoute): OwnedRoute | null {
  const rule = route.rule
  return rule?.owner ? { ...route, rule: rule as OwnedRoute['rule'] } : null
}

/** Sample path parameters for an owned route: A's fresh record in the owner parameter. */
export async function ownedParams(route: OwnedRoute, owners: RecordOwners): Promise<Record<string, string>> {
  const record = await OWNED_BUILDERS[route.rule.owner.kind](owners)
  return { [route.rule.owner.param]: ownerParamValue(route.rule.owner.param, record) }
}
