import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import TicketReservation from '#models/ticket_reservation'
import type TicketType from '#models/ticket_type'
import { DomainError } from '#exceptions/domain_error'
import { checkHold, placeHold, reserve } from '#services/tickets/reservation_service'
import { buyFreeTickets, checkFreeCart, purchase } from '#services/tickets/purchase_service'
import { prepareCheckout, type PurchaseRequest } from '#services/orders/order_placement'
import { createPayment, priceCheckout, takePaidSeats, takeSeatsInFull } from '#services/payments/payment_service'
import type { PaymentRequest } from '#services/payments/provider_checkout'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { NO_ANSWERS } from '#services/questions/answer_service'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { guest, newSession } from '#tests/functional/tickets/ticket_fixtures'

/*
 * Holds and free purchases each have two paths (api/services/tickets/reservation_service.ts reserve(),
 * purchase_service.ts purchase()): the SQL fast path, one call to place_ticket_hold() / buy_free_tickets()
 * (migrations 0046, 0050, 0051), tried first; and, when it did not place or buy, the full checks in
 * TypeScript (checkHold / checkFreeCart: stock.ts, domain/sale_status.ts), which word the refusal and, when
 * they find it fits after all, call the SQL again under their locks. A paid checkout (payment_service.ts createPayment())
 * likewise takes its seats in one call to take_paid_seats() (migration 0122), else in full in TypeScript
 * (takeSeatsInFull). The two must agree on every case: if
 * SQL refuses what TypeScript accepts, the buyer gets 'net uitverkocht' for seats that are there; if SQL
 * accepts what TypeScript refuses, a rule is skipped on the hot path. One table, run through both.
 */

type Outcome = 'ok' | DomainError['code']

interface Case {
  name: string
  type?: Partial<TicketType>
  event?: { isPublished?: boolean }
  /** Seats sold before. */
  sold?: number
  /** Other sessions' holds: [quantity, minutes left (negative: expired)]. */
  othersHold?: [number, number][]
  /** This session's own earlier hold. */
  ownHold?: number
  /** Tickets this buyer (same e-mail) already has of the type. */
  boughtBefore?: number
  /** Buy through another event's id. */
  otherEvent?: boolean
  quantity: number
  hold: Outcome
  purchase: Outcome
}

const hour = () => DateTime.now().plus({ hours: 1 })

const CASES: Case[] = [
  { name: 'fits', type: { maxQuantity: 10 }, quantity: 2, hold: 'ok', purchase: 'ok' },
  { name: 'exact stock left', type: { maxQuantity: 5 }, sold: 1, othersHold: [[2, 10]], quantity: 2, hold: 'ok', purchase: 'ok' },
  {
    name: 'one too many',
    type: { maxQuantity: 5 },
    sold: 1,
    othersHold: [[2, 10]],
    quantity: 3,
    hold: 'TICKETS_UNAVAILABLE',
    purchase: 'TICKETS_UNAVAILABLE',
  },
  { name: 'sold out', type: { maxQuantity: 3 }, sold: 3, quantity: 1, hold: 'TICKETS_UNAVAILABLE', purchase: 'TICKETS_UNAVAILABLE' },
  {
    name: "sold out by others' holds",
    type: { maxQuantity: 2 },
    othersHold: [[2, 10]],
    quantity: 1,
    hold: 'TICKETS_UNAVAILABLE',
    purchase: 'TICKETS_UNAVAILABLE',
  },
  { name: "others' expired hold counts as free", type: { maxQuantity: 2 }, othersHold: [[2, -1]], quantity: 2, hold: 'ok', purchase: 'ok' },
  { name: "the session's own hold is its own", type: { maxQuantity: 2 }, ownHold: 2, quantity: 2, hold: 'ok', purchase: 'ok' },
  {
    name: 'per-person limit in one go',
    type: { hasUserLimit: true, maxPerUser: 2 },
    quantity: 3,
    hold: 'QUANTITY_LIMIT',
    purchase: 'QUANTITY_LIMIT',
  },
  // A hold checks the quantity against maxPerUser; the purchase also counts what the buyer already has.
  {
    name: 'per-person limit with tickets bought before',
    type: { hasUserLimit: true, maxPerUser: 2 },
    boughtBefore: 1,
    quantity: 2,
    hold: 'ok',
    purchase: 'QUANTITY_LIMIT',
  },
  {
    name: 'per-person limit exactly reached',
    type: { hasUserLimit: true, maxPerUser: 3 },
    boughtBefore: 1,
    quantity: 2,
    hold: 'ok',
    purchase: 'ok',
  },
  { name: 'hasUserLimit without a number', type: { hasUserLimit: true, maxPerUser: null }, quantity: 5, hold: 'ok', purchase: 'ok' },
  { name: 'hasUserLimit null', type: { hasUserLimit: null, maxPerUser: 1 }, quantity: 2, hold: 'ok', purchase: 'ok' },
  { name: 'hidden: type inactive', type: { isActive: false }, quantity: 1, hold: 'SALE_NOT_OPEN', purchase: 'SALE_NOT_OPEN' },
  {
    name: 'hidden: event unpublished',
    event: { isPublished: false },
    quantity: 1,
    hold: 'TICKET_TYPE_NOT_FOUND',
    purchase: 'TICKET_TYPE_NOT_FOUND',
  },
  {
    name: 'sale ended',
    type: { saleEndDate: DateTime.now().minus({ minutes: 5 }) },
    quantity: 1,
    hold: 'SALE_NOT_OPEN',
    purchase: 'SALE_NOT_OPEN',
  },
  { name: 'sale not started', type: { saleStartDate: hour() }, quantity: 1, hold: 'SALE_NOT_OPEN', purchase: 'SALE_NOT_OPEN' },
  {
    name: 'sale dates around now',
    type: { saleStartDate: DateTime.now().minus({ hours: 1 }), saleEndDate: hour() },
    quantity: 1,
    hold: 'ok',
    purchase: 'ok',
  },
  { name: 'paid type', type: { price: '25.00' }, quantity: 1, hold: 'ok', purchase: 'PAYMENT_REQUIRED' },
  { name: "another event's type", otherEvent: true, quantity: 1, hold: 'ok', purchase: 'TICKET_TYPE_NOT_FOUND' },
]

/** Runs `check` in a transaction that is always rolled back, so both paths see the same state. */
async function rolledBack<T>(check: (trx: TransactionClientContract) => Promise<T>): Promise<T> {
  const trx = await db.transaction()
  try {
    return await check(trx)
  } finally {
    await trx.rollback()
  }
}

/** 'ok', the refusal's code, or 'none' when the SQL path leaves the case to the full checks. */
async function outcome(run: () => Promise<unknown>): Promise<Outcome | 'none'> {
  try {
    return (await run()) === null ? 'none' : 'ok'
  } catch (error) {
    if (error instanceof DomainError) return error.code
    throw error
  }
}

async function arrange(c: Case) {
  const event = await makeEvent({ isPublished: c.event?.isPublished ?? true })
  const type = await makeTicketType(event.id, { price: '0.00', maxQuantity: 10, ...c.type })
  const sessionId = newSession()
  const buyerInfo = guest()
  const holds = [...(c.othersHold ?? []).map(([quantity, minutes]) => ({ quantity, minutes, sessionId: newSession() }))]
  if (c.ownHold) holds.push({ quantity: c.ownHold, minutes: 10, sessionId })
  for (const hold of holds) {
    await TicketReservation.create({
      ticketTypeId: type.id,
      quantity: hold.quantity,
      sessionId: hold.sessionId,
      buyerEmail: 'reservering@suritickets.sr',
      contactMethod: 'email',
      reservedAt: DateTime.now(),
      expiresAt: DateTime.now().plus({ minutes: hold.minutes }),
      isActive: true,
    })
  }
  if (c.boughtBefore) {
    // Bought while the type was open to everyone, with the same e-mail address.
    const limits = { hasUserLimit: type.hasUserLimit, maxPerUser: type.maxPerUser }
    await type.merge({ hasUserLimit: false }).save()
    const request = {
      eventId: event.id,
      tickets: [{ ticketTypeId: type.id, quantity: c.boughtBefore }],
      buyerInfo,
      sessionId: newSession(),
    }
    await purchase(request as PurchaseRequest, null)
    await type.merge(limits).save()
  }
  if (c.sold) await type.merge({ quantitySold: type.quantitySold + c.sold }).save()
  const eventId = c.otherEvent ? (await makeEvent()).id : event.id
  const request = { eventId, tickets: [{ ticketTypeId: type.id, quantity: c.quantity }], buyerInfo, sessionId } as PurchaseRequest
  return { type, sessionId, request }
}

test.group('the SQL fast path and the TypeScript path agree (one table)', () => {
  for (const c of CASES) {
    test(`hold: ${c.name}`, async ({ assert }) => {
      const { type, sessionId } = await arrange(c)
      const input = { ticketTypeId: type.id, quantity: c.quantity, sessionId, buyerEmail: 'reservering@suritickets.sr' }
      const sql = await rolledBack((trx) => outcome(() => placeHold(input, 'email', hour(), trx)))
      const ts = await rolledBack((trx) => outcome(() => checkHold(type.id, c.quantity, sessionId, trx)))
      assert.equal(ts, c.hold, 'TypeScript path')
      // The SQL path places what TypeScript accepts, refuses too few seats itself, and leaves every other refusal
      // to the full checks (never a hold TypeScript would refuse, never 'none' for one it accepts).
      assert.equal(sql, ts === 'ok' ? 'ok' : ts === 'TICKETS_UNAVAILABLE' ? 'TICKETS_UNAVAILABLE' : 'none', 'SQL path')
      assert.equal(await outcome(() => reserve(input)), c.hold, 'reserve()')
    })

    test(`free purchase: ${c.name}`, async ({ assert }) => {
      const { request } = await arrange(c)
      const checkout = await prepareCheckout(request, null)
      const sql = await rolledBack((trx) => outcome(() => buyFreeTickets(request, checkout, null, trx)))
      const ts = await rolledBack((trx) =>
        outcome(() => checkFreeCart(checkout.cart, request.eventId, request.sessionId, checkout.buyer.identity, trx))
      )
      assert.equal(ts, c.purchase, 'TypeScript path')
      // The SQL path buys exactly what TypeScript accepts; every refusal is worded by the full checks.
      assert.equal(sql, ts === 'ok' ? 'ok' : 'none', 'SQL path')
      assert.equal(await outcome(() => purchase(request, null)), c.purchase, 'purchase()')
    })
    test(`paid checkout: ${c.name}`, async ({ assert }) => {
      const { type, request } = await arrange(c)
      // The same case at a price: a paid checkout takes what a free purchase would, a paid type included.
      await type.merge({ price: '25.00' }).save()
      const expected = c.purchase === 'PAYMENT_REQUIRED' ? 'ok' : c.purchase
      const input = { ...request, paymentProvider: 'uni5pay', paymentMethod: 'uni5pay' } as PaymentRequest
      const checkout = await prepareCheckout(input, null)
      const settings = await getPlatformSettings()
      const priced = await outcome(() => priceCheckout(input, checkout, null, settings, db.connection(), false))
      if (priced !== 'ok') {
        // Refused before either path (a type of another event): both paths share that check.
        assert.equal(priced, expected, 'pricing')
      } else {
        const pricing = await priceCheckout(input, checkout, null, settings, db.connection(), false)
        const sql = await rolledBack((trx) => outcome(() => takePaidSeats(input, checkout, pricing, trx)))
        const ts = await rolledBack((trx) => outcome(() => takeSeatsInFull(input, checkout, null, settings, NO_ANSWERS, pricing, trx)))
        assert.equal(ts, expected, 'TypeScript path')
        // The SQL path takes exactly what TypeScript accepts; every refusal is worded by the full checks.
        assert.equal(sql, ts === 'ok' ? 'ok' : 'none', 'SQL path')
      }
      assert.equal(await outcome(() => createPayment(input, null)), expected, 'createPayment()')
    })
  }
})

test.group('the paid checkout: what only a paid cart has', () => {
  test('a price changed after the cart was priced: SQL leaves it to the full checks, which refuse PRICE_CHANGED', async ({ assert }) => {
    const { type, request } = await arrange({ name: 'price changed', type: { price: '25.00' }, quantity: 2, hold: 'ok', purchase: 'ok' })
    const input = { ...request, paymentProvider: 'uni5pay', paymentMethod: 'uni5pay' } as PaymentRequest
    const checkout = await prepareCheckout(input, null)
    const settings = await getPlatformSettings()
    const pricing = await priceCheckout(input, checkout, null, settings, db.connection(), false)
    await type.merge({ price: '30.00' }).save()
    const sql = await rolledBack((trx) => outcome(() => takePaidSeats(input, checkout, pricing, trx)))
    const ts = await rolledBack((trx) => outcome(() => takeSeatsInFull(input, checkout, null, settings, NO_ANSWERS, pricing, trx)))
    assert.equal(sql, 'none')
    assert.equal(ts, 'PRICE_CHANGED')
    await type.refresh()
    assert.equal(type.quantitySold, 0)
  })

  test('a retry from the same checkout: SQL gives the earlier pending order up and takes its seats again', async ({ assert }) => {
    const { type, request } = await arrange({
      name: 'retry',
      type: { price: '25.00', maxQuantity: 3 },
      quantity: 3,
      hold: 'ok',
      purchase: 'ok',
    })
    const input = { ...request, paymentProvider: 'uni5pay', paymentMethod: 'uni5pay' } as PaymentRequest
    const checkout = await prepareCheckout(input, null)
    const settings = await getPlatformSettings()
    const first = await takePaidSeats(
      input,
      checkout,
      await priceCheckout(input, checkout, null, settings, db.connection(), false),
      db.connection()
    )
    const second = await takePaidSeats(
      input,
      checkout,
      await priceCheckout(input, checkout, null, settings, db.connection(), false),
      db.connection()
    )
    assert.deepEqual(
      first!.map((o) => o.status),
      ['pending']
    )
    assert.deepEqual(
      second!.map((o) => [o.id === first![0].id, o.status]),
      [
        [true, 'cancelled'],
        [false, 'pending'],
      ]
    )
    await type.refresh()
    assert.equal(type.quantitySold, 3, 'all three seats, once')
  })
})
