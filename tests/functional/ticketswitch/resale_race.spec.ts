/*
 * Ticketswitch under a rush, each with a control run: the same rush with the listing's and the ticket's
 * row locks switched off (and the one-sale-per-listing index dropped) must go wrong, which shows the test would see
 * the bug. With them: 20 buyers for one listing → exactly one ticket; a withdrawal racing a payment → one of the two;
 * a listing racing a check-in → never both.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Ticket from '#models/ticket'
import Order from '#models/order'
import { setTicketswitchLockingForTests } from '#services/ticketswitch/row_locking'
import { setTrustedProxiesForTests } from '#config/trusted_proxies'
import { clearRateLimits } from '#tests/helpers/accounts'
import { scan } from '#tests/functional/check_ins/check_in_fixtures'
import {
  approveSandbox,
  freePurchaseOfListing,
  listTicket,
  listed,
  payForListing,
  resaleDoor,
  type Resale,
} from '#tests/functional/ticketswitch/ticketswitch_fixtures'

const BUYERS = 20
const ONE_SALE_INDEX = 'orders_one_sale_per_listing'

async function dropOneSaleIndex() {
  await db.rawQuery(`DROP INDEX IF EXISTS ${ONE_SALE_INDEX}`)
}

async function restoreOneSaleIndex() {
  // Orders the control runs sold twice stay as evidence, marked for a refund, so the index comes back.
  await db.rawQuery(`DROP INDEX IF EXISTS ${ONE_SALE_INDEX}`)
  await db.rawQuery(`UPDATE orders SET refund_required = true, refund_reason = 'resale_unavailable' WHERE id IN (
    SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY ticketswitch_listing_id ORDER BY id) AS n FROM orders
                    WHERE status IN ('paid', 'free') AND NOT refund_required AND ticketswitch_listing_id IS NOT NULL) sold
    WHERE n > 1)`)
  await db.rawQuery(
    `CREATE UNIQUE INDEX ${ONE_SALE_INDEX} ON orders (ticketswitch_listing_id) WHERE status IN ('paid', 'free') AND NOT refund_required`
  )
}

/*
 * The organizer's running totals (event_sales_days, migration 0063) are one row per event, channel and day that every
 * sale of an event updates: by accident that row already makes two sales of one event wait for each other. The control
 * switches those triggers off too (and rebuilds the totals after), so only what Ticketswitch itself does is measured.
 */
const SALES_TRIGGERS: [string, string][] = [
  ['orders', 'event_sales_orders_insert'],
  ['orders', 'event_sales_orders_update'],
  ['tickets', 'event_sales_tickets_change'],
]

async function salesTriggers(on: boolean) {
  for (const [table, trigger] of SALES_TRIGGERS) await db.rawQuery(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`)
  if (on) await db.rawQuery('SELECT rebuild_event_sales_days()')
}

/** Runs `attempt` up to three times with the locks off; true once it went wrong (what the control run must show). */
async function controlGoesWrong(attempt: () => Promise<boolean>): Promise<boolean> {
  setTicketswitchLockingForTests(false)
  await dropOneSaleIndex()
  await salesTriggers(false)
  try {
    for (let run = 0; run < 3; run++) if (await attempt()) return true
    return false
  } finally {
    setTicketswitchLockingForTests(true)
    await salesTriggers(true)
    await restoreOneSaleIndex()
  }
}

const newTicketsOf = async (listingId: number) =>
  Ticket.query().whereIn('order_id', Order.query().where('ticketswitch_listing_id', listingId).select('id'))

/** 20 buyers give a listing away among themselves at once: how many got a ticket. */
async function freeRush(client: ApiClient) {
  const resale = await resaleDoor(1)
  const listing = await listed(client, resale, 0)
  const responses = await Promise.all(Array.from({ length: BUYERS }, () => freePurchaseOfListing(client, resale.event.id, listing.id)))
  return { statuses: responses.map((r) => r.status()), tickets: (await newTicketsOf(listing.id)).length, resale }
}

/**
 * 20 buyers start paying for one listing at once; every payment that was opened is approved at once, after the
 * payment's hold on the listing lapsed (the buyers took their time), so the listing alone decides.
 */
async function paidRush(client: ApiClient) {
  const resale = await resaleDoor(1)
  const listing = await listed(client, resale)
  const created = await Promise.all(Array.from({ length: BUYERS }, () => payForListing(client, resale.event.id, listing.id)))
  await db
    .from('ticketswitch_listings')
    .where('id', listing.id)
    .update({ held_until: new Date(Date.now() - 60_000) })
  const checkouts = created.filter((r) => r.status() === 201).map((r) => r.body().checkoutUrl as string)
  await Promise.all(checkouts.map((url) => approveSandbox(client, url)))
  return { created: created.map((r) => r.status()), tickets: (await newTicketsOf(listing.id)).length, resale }
}

/** Each of the door's tickets is listed; the seller withdraws each while a buyer starts paying for it, all at once. */
async function withdrawVersusPay(client: ApiClient, count: number) {
  const resale = await resaleDoor(count)
  const listings = await Promise.all(
    resale.tickets.map(async (ticket) => {
      const response = await listTicket(client, resale.sellerToken, { ticketId: ticket.id, listingPrice: '150.00' })
      response.assertStatus(201)
      return response.body().data.id as number
    })
  )
  const outcomes = await Promise.all(
    listings.map(async (id) => {
      const [withdrawn, paid] = await Promise.all([
        client.delete(`/api/ticketswitch/listings/${id}`).bearerToken(resale.sellerToken),
        payForListing(client, resale.event.id, id),
      ])
      return { id, withdrawn: withdrawn.status() === 200, paid: paid.status() === 201, checkoutUrl: paid.body().checkoutUrl as string }
    })
  )
  return { resale, outcomes }
}

/** Each of the door's tickets is listed by its holder while the scanner scans it, all at once. */
async function listVersusScan(client: ApiClient, resale: Resale) {
  return Promise.all(
    resale.tickets.map(async (ticket) => {
      const [listing, answer] = await Promise.all([
        listTicket(client, resale.sellerToken, { ticketId: ticket.id, listingPrice: '100' }),
        scan(client, resale, ticket.qrCode),
      ])
      return { listed: listing.status() === 201, checkedIn: answer.body().status === 'valid' }
    })
  )
}

test.group('Ticketswitch races', (group) => {
  group.each.setup(() => clearRateLimits())
  // Each buyer from a network of their own (payForListing's X-Forwarded-For), as in a real rush.
  group.setup(() => {
    setTrustedProxiesForTests('loopback')
    return () => setTrustedProxiesForTests(null)
  })
  group.each.teardown(() => setTicketswitchLockingForTests(true))

  test('20 buyers for one free listing: exactly one gets the ticket (control: without the locks, more than one)', async ({
    client,
    assert,
  }) => {
    for (let run = 0; run < 2; run++) {
      const { statuses, tickets, resale } = await freeRush(client)
      assert.equal(statuses.filter((s) => s === 201).length, 1)
      assert.equal(statuses.filter((s) => s === 409).length, BUYERS - 1)
      assert.equal(tickets, 1)
      await resale.tickets[0].refresh()
      assert.isTrue(resale.tickets[0].transferredToTicketswitch)
    }
    assert.isTrue(await controlGoesWrong(async () => (await freeRush(client)).tickets > 1), 'the control run must sell one listing twice')
  }).timeout(120_000)

  test('20 buyers paying for one listing: one payment is opened and one ticket issued (control: more)', async ({ client, assert }) => {
    const { created, tickets } = await paidRush(client)
    assert.equal(created.filter((s) => s === 201).length, 1)
    assert.equal(created.filter((s) => s === 409).length, BUYERS - 1)
    assert.equal(tickets, 1)
    assert.isTrue(await controlGoesWrong(async () => (await paidRush(client)).tickets > 1), 'the control run must issue two tickets')
  }).timeout(120_000)

  test('a seller withdrawing while a buyer pays: one of the two wins, never both (control: both)', async ({ client, assert }) => {
    const { outcomes } = await withdrawVersusPay(client, 10)
    for (const outcome of outcomes)
      assert.isTrue(outcome.withdrawn !== outcome.paid, `listing ${outcome.id}: exactly one of withdraw and pay`)
    // The payments that won are paid and become tickets; a withdrawn listing has no order at all.
    await Promise.all(outcomes.filter((o) => o.paid).map((o) => approveSandbox(client, o.checkoutUrl)))
    for (const outcome of outcomes) {
      const orders = await Order.query().where('ticketswitch_listing_id', outcome.id)
      assert.lengthOf(orders, outcome.paid ? 1 : 0)
      assert.lengthOf(await newTicketsOf(outcome.id), outcome.paid ? 1 : 0)
    }
    assert.isTrue(
      await controlGoesWrong(async () => (await withdrawVersusPay(client, 10)).outcomes.some((o) => o.withdrawn && o.paid)),
      'the control run must both withdraw and sell a listing'
    )
  }).timeout(120_000)

  test('listing a ticket while it is scanned: never both listed and checked in (control: both)', async ({ client, assert }) => {
    const resale = await resaleDoor(15)
    const outcomes = await listVersusScan(client, resale)
    for (const outcome of outcomes) assert.isFalse(outcome.listed && outcome.checkedIn)
    assert.isTrue(
      outcomes.every((o) => o.listed || o.checkedIn),
      'each ticket is either listed or checked in'
    )
    const both = await db.rawQuery(
      `SELECT count(*)::int AS n FROM tickets t JOIN ticketswitch_listings l ON l.original_ticket_id = t.id AND l.is_active
       WHERE t.event_id = ? AND t.is_checked_in`,
      [resale.event.id]
    )
    assert.equal(both.rows[0].n, 0)
    assert.isTrue(
      await controlGoesWrong(async () => (await listVersusScan(client, await resaleDoor(15))).some((o) => o.listed && o.checkedIn)),
      'the control run must list a ticket that is checked in'
    )
  }).timeout(120_000)
})
