import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Order from '#models/order'
import type { Group } from '@japa/runner/core'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payments/payment_fixtures'
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

/** A published event with one paid ticket type. */
export async function paidType(maxQuantity = 10, price = '250.00') {
  const event = await makeEvent({ qrCodePrefix: 'KWAKOE' })
  const ticketType = await makeTicketType(event.id, { price, maxQuantity, name: 'Staanplaats' })
  return { event, ticketType }
}

/*
 * The database refuses to store a provider payment id on an order while `run` runs, as a failing write
 * (or a process that stops right after the provider created the payment) would: the payment exists at
 * the provider, our side never learns its id.
 */
export async function withProviderIdNotStored<T>(run: () => Promise<T>): Promise<T> {
  await db.rawQuery(`CREATE OR REPLACE FUNCTION test_refuse_provider_payment_id() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'test: storing the provider payment id fails'; END $$ LANGUAGE plpgsql`)
  await db.rawQuery(`CREATE TRIGGER test_refuse_provider_payment_id BEFORE UPDATE OF provider_payment_id ON orders FOR EACH ROW
    WHEN (NEW.provider_payment_id IS NOT NULL) EXECUTE FUNCTION test_refuse_provider_payment_id()`)
  try {
    return await run()
  } finally {
    await db.rawQuery('DROP TRIGGER test_refuse_provider_payment_id ON orders')
    await db.rawQuery('DROP FUNCTION test_refuse_provider_payment_id()')
  }
}

/** POST /api/payments/create for one ticket type, as a guest. */
export const paymentBody = (
  eventId: number,
  ticketTypeId: number,
  quantity: number,
  sessionId: string,
  provider: 'mollie' | 'uni5pay',
  method: string | null = null
) => ({
  eventId,
  tickets: [{ ticketTypeId, quantity, price: '0.01' }],
  buyerInfo: guest(),
  reservationId: sessionId,
  paymentProvider: provider,
  paymentMethod: method,
})

/** The order's payment window ended ten minutes ago (what the minute job looks for). */
export async function endPaymentWindow(orderNumber: string) {
  await Order.query()
    .where('order_number', orderNumber)
    .update({ paymentExpiresAt: DateTime.now().minus({ minutes: 10 }).toJSDate() })
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
