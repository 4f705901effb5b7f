import { randomUUID } from 'node:crypto'
import type { Group } from '@japa/runner/core'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue_fixtures'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payment_fixtures'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { setTrustedProxiesForTests } from '#config/trusted_proxies'
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

let clientAddresses = 0
/** A client address no other request of the run uses (198.18.0.0/15, the range set aside for tests of this kind). */
export function newClientAddress(): string {
  const n = ++clientAddresses
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * For a group whose buyers pay through the fake Mollie (1 EUR = 40 SRD) and come from addresses of their own
 * (X-Forwarded-For with newClientAddress(), believed from the test client while the group runs).
 */
export function buyersFromManyNetworks(group: Group): { mollie: () => FakeMollie } {
  let mollie: FakeMollie
  group.setup(async () => {
    await useRates(TEST_RATES)
    await useConverter({ enabled: true, markupPercentage: 0 })
    mollie = await startFakeMollie()
    setTrustedProxiesForTests('loopback')
    return async () => {
      setTrustedProxiesForTests(null)
      await mollie.close()
    }
  })
  return { mollie: () => mollie }
}
