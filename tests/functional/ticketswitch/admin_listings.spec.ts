/*
 * The admin's Ticketswitch. Every listing with its seller, buyer and payout, filtered by status,
 * payout state, event and search; the platform's figures summed exactly; a seller's payout marked paid only when
 * owed and after the event, audited, once even when two admins click at the same moment. Organizers and buyers 403.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import AuditChange from '#models/audit_change'
import TicketswitchListing from '#models/ticketswitch_listing'
import { setTicketswitchLockingForTests } from '#services/ticketswitch/row_locking'
import { centsToAmount, priceCents } from '#domain/cart_total'
import { createAccount, clearRateLimits } from '#tests/helpers/accounts'
import { tokenOf } from '#tests/functional/orders/order_fixtures'
import { eventFor, makeListing } from '#tests/functional/ticketswitch/admin_fixtures'
import { approveSandbox, listed, payForListing, resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'
import { keepPlatformSettings } from '#tests/functional/platform/settings_fixtures'
import { guest } from '#tests/functional/tickets/ticket_fixtures'

function list(client: ApiClient, token: string, filter: Record<string, unknown>, extra: Record<string, string> = {}) {
  return client
    .get('/api/admin/ticketswitch/listings')
    .qs({ filter: JSON.stringify(filter), ...extra })
    .bearerToken(token)
}

function pay(client: ApiClient, token: string, id: number, body: Record<string, unknown> = {}) {
  return client.post(`/api/admin/ticketswitch/listings/${id}/payout`).json(body).bearerToken(token)
}

const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id)

async function adminToken(role: { isSubAdmin?: boolean } = {}) {
  return tokenOf(await createAccount({ role: 'admin', ...role }))
}

test.group('Admin Ticketswitch: the listings', (group) => {
  group.each.setup(() => clearRateLimits())

  test('each listing says its status, seller, buyer, order and payout; filters and search narrow the list', async ({ client, assert }) => {
    const token = await adminToken()
    const org = await eventFor('future')
    const forSale = await makeListing(org, { price: '120.00' })
    const held = await makeListing(org, { held: true })
    const withdrawn = await makeListing(org, { withdrawn: true })
    const sold = await makeListing(org, { sellerName: 'Sita Doorverkoop', buyer: { name: 'Kiran Koper', email: 'kiran.koper@example.sr' } })

    const all = await list(client, token, { eventId: org.event.id })
    all.assertStatus(200)
    assert.equal(all.body().total, 4)
    const row = all.body().data.find((line: { id: number }) => line.id === sold.id)
    assert.containsSubset(row, {
      ticketId: sold.originalTicketId,
      eventId: org.event.id,
      eventTitle: org.event.title,
      organizerName: 'Kwakoe Events',
      ticketTypeName: 'VIP',
      listingPrice: '150.00',
      originalPrice: '150.00',
      resaleFee: '7.50',
      payoutAmount: '142.50',
      status: 'sold',
      payoutStatus: 'owed',
      payoutDetails: 'DSB 1234567 t.n.v. A. Verkoper',
      sellerName: 'Sita Doorverkoop',
      buyerName: 'Kiran Koper',
      buyerEmail: 'kiran.koper@example.sr',
      payoutPaidAt: null,
    })
    assert.match(row.orderNumber, /^ORD-/)
    assert.equal(row.payableFrom, org.event.endDate.toUTC().toISO())
    assert.isString(row.soldAt)

    const statusOf = async (status: string) => ids((await list(client, token, { eventId: org.event.id, status })).body())
    assert.deepEqual(await statusOf('active'), [forSale.id])
    assert.deepEqual(await statusOf('held'), [held.id])
    assert.deepEqual(await statusOf('withdrawn'), [withdrawn.id])
    assert.deepEqual(await statusOf('sold'), [sold.id])
    assert.deepEqual(ids((await list(client, token, { eventId: org.event.id, payoutStatus: 'owed' })).body()), [sold.id])
    assert.sameMembers(ids((await list(client, token, { eventId: org.event.id, payoutStatus: 'none' })).body()), [
      forSale.id,
      held.id,
      withdrawn.id,
    ])

    assert.deepEqual(ids((await list(client, token, { q: 'sita doorverkoop' })).body()), [sold.id])
    assert.deepEqual(ids((await list(client, token, { q: row.orderNumber.toLowerCase() })).body()), [sold.id])
    assert.deepEqual(ids((await list(client, token, { eventId: org.event.id, q: forSale.sellerEmail! })).body()), [forSale.id])
    assert.deepEqual(ids((await list(client, token, { eventId: org.event.id, q: forSale.sellerPhone! })).body()), [forSale.id])
    assert.lengthOf(ids((await list(client, token, { q: org.event.title })).body()), 4)

    const cheapest = await list(client, token, { eventId: org.event.id }, { sort: 'listingPrice', order: 'ASC', perPage: '1' })
    assert.deepEqual(ids(cheapest.body()), [forSale.id])
    assert.equal(cheapest.body().total, 4)

    const one = await client.get(`/api/admin/ticketswitch/listings/${sold.id}`).bearerToken(token)
    one.assertStatus(200)
    assert.deepEqual(one.body().data, row)
    ;(await client.get('/api/admin/ticketswitch/listings/999999').bearerToken(token)).assertStatus(404)
    ;(await client.get('/api/admin/ticketswitch/listings/abc').bearerToken(token)).assertStatus(404)
  })

  test('bad filters are a 422 per field; organizers and buyers get 403, visitors 401', async ({ client, assert }) => {
    const token = await adminToken()
    const bad = await list(client, token, { status: 'weg', payoutStatus: 'soms', eventId: 'x' })
    bad.assertStatus(422)
    assert.properties(bad.body().errors, ['status', 'payoutStatus', 'eventId'])
    ;(await list(client, token, {}, { sort: 'sellerEmail' })).assertStatus(422)

    const org = await eventFor('past')
    const listing = await makeListing(org, { buyer: { name: 'Koper', email: 'koper@example.sr' } })
    const buyer = await tokenOf(await createAccount())
    for (const other of [org.token, buyer]) {
      ;(await list(client, other, {})).assertStatus(403)
      ;(await client.get('/api/admin/ticketswitch/summary').bearerToken(other)).assertStatus(403)
      ;(await pay(client, other, listing.id)).assertStatus(403)
    }
    ;(await client.get('/api/admin/ticketswitch/summary')).assertStatus(401)
    await listing.refresh()
    assert.equal(listing.payoutStatus, 'owed')
  })
})

test.group('Admin Ticketswitch: paying out', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a sub-admin marks an owed payout paid after the event: stored, audited, the seller told; again is 409', async ({
    client,
    assert,
  }) => {
    const token = await adminToken({ isSubAdmin: true })
    const org = await eventFor('past')
    const listing = await makeListing(org, { buyer: { name: 'Koper', email: 'koper@example.sr' } })

    const done = await pay(client, token, listing.id, { reference: '  DSB-TRF-88  ' })
    done.assertStatus(200)
    assert.containsSubset(done.body().data, { id: listing.id, payoutStatus: 'paid', status: 'sold', payoutPaidByName: 'Test Persoon' })
    assert.isString(done.body().data.payoutPaidAt)
    await listing.refresh()
    assert.equal(listing.payoutStatus, 'paid')
    assert.isNotNull(listing.payoutPaidAt)
    assert.isNotNull(listing.payoutPaidBy)

    const [trace] = await AuditChange.query().where('entity_type', 'ticketswitch_listing').where('entity_id', listing.id)
    assert.equal(trace.action, 'payout')
    assert.equal(trace.reason, 'DSB-TRF-88')
    assert.deepInclude(trace.oldValues!, { payoutStatus: 'owed' })
    assert.deepInclude(trace.newValues!, { payoutStatus: 'paid' })

    const told = await db.from('outbox_messages').where('kind', 'ticketswitch_payout_paid').where('recipient', listing.sellerEmail!)
    assert.lengthOf(told, 1)
    assert.equal(told[0].subject, 'We hebben SRD 142,50 naar je overgemaakt')
    assert.include(told[0].body_text, 'DSB 1234567 t.n.v. A. Verkoper')
    assert.include(told[0].body_text, 'DSB-TRF-88')

    const again = await pay(client, token, listing.id)
    again.assertStatus(409)
    assert.equal(again.body().code, 'TICKETSWITCH_PAYOUT_NOT_OWED')
    assert.equal(again.body().message, 'Voor dit aanbod staat geen uitbetaling open.')
    assert.lengthOf(await db.from('outbox_messages').where('kind', 'ticketswitch_payout_paid').where('recipient', listing.sellerEmail!), 1)
  })

  test('before the event is over, for an unsold listing or an unknown one: refused, nothing changes', async ({ client, assert }) => {
    const token = await adminToken()
    const upcoming = await eventFor('future')
    const early = await makeListing(upcoming, { buyer: { name: 'Koper', email: 'koper@example.sr' } })
    const tooEarly = await pay(client, token, early.id)
    tooEarly.assertStatus(409)
    assert.equal(tooEarly.body().code, 'TICKETSWITCH_PAYOUT_TOO_EARLY')
    assert.equal(tooEarly.body().message, 'Uitbetalen kan pas na afloop van het evenement.')

    const over = await eventFor('past')
    const unsold = await makeListing(over)
    ;(await pay(client, token, unsold.id)).assertStatus(409)
    ;(await pay(client, token, 999999)).assertStatus(404)
    ;(await pay(client, token, early.id, { reference: 'x'.repeat(101) })).assertStatus(422)

    for (const listing of [early, unsold]) {
      await listing.refresh()
      assert.notEqual(listing.payoutStatus, 'paid')
      assert.lengthOf(await AuditChange.query().where('entity_type', 'ticketswitch_listing').where('entity_id', listing.id), 0)
    }
  })

  test('five admins marking the same payout at once: exactly one succeeds, one trace; without the row lock it is paid twice', async ({
    client,
    assert,
  }) => {
    const tokens = await Promise.all(Array.from({ length: 5 }, () => adminToken()))
    /** One rush on a fresh owed payout: how many calls succeeded and how many traces were written. */
    const rush = async () => {
      const listing = await makeListing(await eventFor('past'), { buyer: { name: 'Koper', email: 'koper@example.sr' } })
      const answers = await Promise.all(tokens.map((token) => pay(client, token, listing.id)))
      const traces = await AuditChange.query().where('entity_type', 'ticketswitch_listing').where('entity_id', listing.id)
      return { paid: answers.filter((answer) => answer.status() === 200).length, others: answers.map((a) => a.status()), traces, listing }
    }
    const locked = await rush()
    assert.equal(locked.paid, 1)
    assert.sameMembers(locked.others, [200, 409, 409, 409, 409])
    assert.lengthOf(locked.traces, 1)
    assert.equal((await TicketswitchListing.findOrFail(locked.listing.id)).payoutStatus, 'paid')

    // Control: the same rush without the listing's row lock marks one payout paid more than once.
    setTicketswitchLockingForTests(false)
    try {
      let twice = false
      for (let run = 0; run < 3 && !twice; run++) twice = (await rush()).paid > 1
      assert.isTrue(twice, 'without the lock two admins both mark it paid')
    } finally {
      setTicketswitchLockingForTests(true)
    }
  })
})

test.group('Admin Ticketswitch: the figures', (group) => {
  group.each.setup(() => clearRateLimits())

  test('counts per status and the money, exact: volume, fees, owed, payable now, paid', async ({ client, assert }) => {
    const token = await adminToken()
    const summary = async () => {
      const response = await client.get('/api/admin/ticketswitch/summary').bearerToken(token)
      response.assertStatus(200)
      return response.body().data
    }
    const before = await summary()

    const over = await eventFor('past')
    const upcoming = await eventFor('future')
    const buyer = { name: 'Koper', email: 'koper@example.sr' }
    await makeListing(upcoming, { price: '99.99' })
    await makeListing(upcoming, { withdrawn: true })
    await makeListing(upcoming, { price: '33.33', buyer }) // fee 1.67, payout 31.66: owed, not yet payable
    const payable = await makeListing(over, { price: '10.01', buyer }) // fee 0.50, payout 9.51: owed and payable
    const paid = await makeListing(over, { price: '150.00', buyer }) // fee 7.50, payout 142.50
    ;(await pay(client, token, paid.id)).assertStatus(200)
    await makeListing(over, { price: '0', buyer }) // free: nothing owed
    assert.equal(payable.payoutAmount, '9.51')

    const after = await summary()
    const delta = (field: string) => centsToAmount(priceCents(after[field]) - priceCents(before[field]))
    assert.equal(after.active - before.active, 1)
    assert.equal(after.withdrawn - before.withdrawn, 1)
    assert.equal(after.sold - before.sold, 4)
    assert.equal(delta('resaleVolume'), '193.34')
    assert.equal(delta('resaleFees'), '9.67')
    assert.equal(delta('payoutsOwed'), '41.17')
    assert.equal(delta('payoutsPayableNow'), '9.51')
    assert.equal(delta('payoutsPaid'), '142.50')
    for (const field of ['resaleVolume', 'resaleFees', 'payoutsOwed', 'payoutsPayableNow', 'payoutsPaid']) {
      assert.match(after[field], /^\d+\.\d{2}$/)
    }
  })
})

test.group('Admin Ticketswitch: through the resale itself', (group) => {
  group.each.setup(() => clearRateLimits())
  keepPlatformSettings(group)

  test('the fee the admin sets is what a new listing keeps; the sale shows up for the admin and is paid out after the event', async ({
    client,
    assert,
  }) => {
    const token = await adminToken()
    ;(await client.put('/api/platform-settings').json({ ticketswitchFeePercentage: '7,5' }).bearerToken(token)).assertStatus(200)
    const resale = await resaleDoor(1)
    const listing = await listed(client, resale, '120.00')
    assert.equal(listing.resaleFee, '9.00')
    assert.equal(listing.payoutAmount, '111.00')

    const created = await payForListing(client, resale.event.id, listing.id, undefined, guest({ firstName: 'Mira', lastName: 'Koper' }))
    created.assertStatus(201)
    await approveSandbox(client, created.body().checkoutUrl)

    const row = (await client.get(`/api/admin/ticketswitch/listings/${listing.id}`).bearerToken(token)).body().data
    assert.containsSubset(row, {
      status: 'sold',
      payoutStatus: 'owed',
      listingPrice: '120.00',
      resaleFee: '9.00',
      payoutAmount: '111.00',
      payoutDetails: 'DSB 123456789',
      sellerEmail: resale.seller.email,
      orderNumber: created.body().orderNumber,
    })
    ;(await pay(client, token, listing.id)).assertStatus(409)

    // The event took place.
    resale.event.merge({ startDate: resale.event.startDate.minus({ days: 20 }), endDate: resale.event.endDate.minus({ days: 20 }) })
    await resale.event.save()
    const done = await pay(client, token, listing.id)
    done.assertStatus(200)
    assert.equal(done.body().data.payoutStatus, 'paid')
  })
})
