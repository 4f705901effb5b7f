/* Sellers and events for the counter-sale specs. */
import { DateTime } from 'luxon'
import LoketShift from '#models/loket_shift'
import AgentPartnership from '#models/agent_partnership'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'

/** An open shift for the seller (the shift screens open them; the sale only needs one to exist). */
export async function openShift(seller: User, organizerId: number) {
  return LoketShift.create({ organizerId, sellerId: seller.id, openingFloat: '100.00', openedAt: DateTime.now() })
}

/** An organizer with one published event of two paid types. */
export async function organizerWithEvent() {
  const organizer = await createAccount({ role: 'organizer' })
  const event = await makeEvent({ organizerId: organizer.id, qrCodePrefix: 'DEUR' })
  const staanplaats = await makeTicketType(event.id, { name: 'Staanplaats', price: '33.35', maxQuantity: 20 })
  const vip = await makeTicketType(event.id, { name: 'VIP', price: '150.00', maxQuantity: 5 })
  return { organizer, event, staanplaats, vip }
}

export async function loketStaff(organizerId: number, permissions: User['loketPermissions']) {
  return createAccount({ role: 'loket_medewerker', createdByOrganizerId: organizerId, loketPermissions: permissions })
}

export async function approvedAgent(organizerId: number, permissions: Partial<AgentPartnership['permissions']> = {}, rate = '10.00') {
  const agent = await createAccount({ role: 'agent' })
  const partnership = await AgentPartnership.create({
    agentId: agent.id,
    organizerId,
    status: 'approved',
    permissions: { canSellAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [], ...permissions },
    commissionPercentage: rate,
    requestedAt: DateTime.now(),
  })
  return { agent, partnership }
}
