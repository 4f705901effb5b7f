/*
 * The platform's refund queue. Orders needing a refund (a cancelled event's paid orders, payments that
 * came too late) are listed across organizers with why and since when; an admin marks one refunded with the
 * provider's reference through the organizer's refund service (audited); a second mark, even at the same moment, is
 * a 409 and changes nothing.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import AuditChange from '#models/audit_change'
import { createAccount, clearRateLimits } from '#tests/helpers/accounts'
import { organizerWithEvent, tokenOf, writeOrder, type Organizer } from '#tests/functional/orders/order_fixtures'

interface Queue {
  token: string
  org: Organizer
}

function queue(client: ApiClient, token: string, filter: Record<string, unknown>, extra: Record<string, string> = {}) {
  return client
    .get('/api/admin/refunds')
    .qs({ filter: JSON.stringify(filter), ...extra })
    .bearerToken(token)
}

const numbers = (body: { data: { orderNumber: string }[] }) => body.data.map((row) => row.orderNumber)

function mark(client: ApiClient, token: string, orderId: number, body: Record<string, unknown>) {
  return client.post(`/api/admin/refunds/${orderId}/refund`).json(body).bearerToken(token)
}

async function setUp(role: { isSubAdmin?: boolean } = {}): Promise<Queue> {
  const admin = await createAccount({ role: 'admin', ...role })
  return { token: await tokenOf(admin), org: await organizerWithEvent() }
}

test.group('Admin refunds: the queue', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a cancelled event’s paid orders and a late payment are listed with why, since when, event, organizer and money', async ({
    client,
    assert,
  }) => {
    const { token, org } = await setUp()
    const late = await writeOrder(org, {
      status: 'expired',
      quantity: 1,
      refundRequired: true,
      holdsSeats: false,
      buyerName: 'Laat Betaald',
    })
    await Order.query().where('id', late.id).update({ refundReason: 'late_payment' })
    const paidToo = await writeOrder(org, { status: 'paid', quantity: 1 })
    const toCancel = await writeOrder(org, { status: 'paid', quantity: 2, buyerName: 'Sita Ramdin' })
    // The organizer cancels the event: its paid orders need a refund (the real path).
    ;(await client.post(`/api/events/${org.event.id}/cancel`).bearerToken(org.token)).assertStatus(200)

    const response = await queue(client, token, { organizerId: org.user.id })
    response.assertStatus(200)
    const body = response.body()
    assert.sameMembers(numbers(body), [late.orderNumber, toCancel.orderNumber, paidToo.orderNumber])
    assert.equal(body.total, 3)
    const cancelled = body.data.find((row: { id: number }) => row.id === toCancel.id)
    assert.containsSubset(cancelled, {
      orderNumber: toCancel.orderNumber,
      eventId: org.event.id,
      eventTitle: org.event.title,
      organizerId: org.user.id,
      organizerName: 'Kwakoe Events',
      buyerName: 'Sita Ramdin',
      total: toCancel.total,
      currency: 'SRD',
      paymentProvider: 'mollie',
      refundReason: 'event_cancelled',
      status: 'paid',
    })
    assert.isString(cancelled.refundRequiredAt)
    assert.isString(body.data.find((row: { id: number }) => row.id === late.id).refundRequiredAt)
    // Oldest first by default: the late payment waited before the event was cancelled.
    assert.equal(body.data[0].id, late.id)

    assert.deepEqual(numbers((await queue(client, token, { organizerId: org.user.id, reason: 'late_payment' })).body()), [late.orderNumber])
    assert.deepEqual(numbers((await queue(client, token, { organizerId: org.user.id, q: 'sita ramdin' })).body()), [toCancel.orderNumber])
    assert.deepEqual(numbers((await queue(client, token, { eventId: org.event.id, q: late.orderNumber.toLowerCase() })).body()), [
      late.orderNumber,
    ])
    const other = await organizerWithEvent()
    assert.deepEqual(numbers((await queue(client, token, { organizerId: other.user.id })).body()), [])
  })

  test('bad filters are a 422 per field; organizers and buyers get 403', async ({ client, assert }) => {
    const { token, org } = await setUp()
    const bad = await queue(client, token, { reason: 'zomaar', provider: 'bank' })
    bad.assertStatus(422)
    assert.properties(bad.body().errors, ['reason', 'provider'])
    ;(await queue(client, token, {}, { sort: 'buyerEmail' })).assertStatus(422)
    ;(await queue(client, org.token, {})).assertStatus(403)
    ;(await queue(client, await tokenOf(await createAccount()), {})).assertStatus(403)
  })
})

test.group('Admin refunds: marking refunded', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the reference is required, trimmed and at most 100 characters; a refused mark changes nothing', async ({ client, assert }) => {
    const { token, org } = await setUp()
    const order = await writeOrder(org, { status: 'paid', quantity: 1, refundRequired: true })
    for (const [body, field] of [
      [{}, 'reference'],
      [{ reference: '   ' }, 'reference'],
      [{ reference: 'x'.repeat(101) }, 'reference'],
      [{ reference: 're_1', note: 'n'.repeat(501) }, 'note'],
    ] as const) {
      const refused = await mark(client, token, order.id, body)
      refused.assertStatus(422)
      assert.property(refused.body().errors, field)
    }
    const unchanged = await Order.findOrFail(order.id)
    assert.include(unchanged.toJSON(), { status: 'paid', refundRequired: true, refundReference: null })
    assert.lengthOf(await AuditChange.query().where('entity_type', 'order').where('entity_id', order.id), 0)
    ;(await mark(client, token, 999999, { reference: 're_1' })).assertStatus(404)
  })

  test('a sub-admin marks an order refunded with the provider’s reference: stored, audited, out of the queue; again is 409', async ({
    client,
    assert,
  }) => {
    const { token, org } = await setUp({ isSubAdmin: true })
    const order = await writeOrder(org, { status: 'paid', quantity: 2, refundRequired: true })

    const done = await mark(client, token, order.id, { reference: '  re_Mollie_4Kq2  ', note: 'Teruggestort' })
    done.assertStatus(200)
    assert.containsSubset(done.body().data, { status: 'refunded', refundRequired: false })
    const stored = await Order.findOrFail(order.id)
    assert.equal(stored.refundReference, 're_Mollie_4Kq2')
    assert.isNotNull(stored.refundedAt)
    assert.isNotNull(stored.refundRequiredAt, 'when the need arose stays')

    const [trace] = await AuditChange.query().where('entity_type', 'order').where('entity_id', order.id)
    assert.equal(trace.action, 'refund')
    assert.deepInclude(trace.oldValues!, { status: 'paid', refundRequired: true, refundReference: null })
    assert.deepInclude(trace.newValues!, { status: 'refunded', refundRequired: false, refundReference: 're_Mollie_4Kq2' })

    assert.deepEqual(numbers((await queue(client, token, { organizerId: org.user.id })).body()), [])
    const history = (await queue(client, token, { organizerId: org.user.id, state: 'refunded' })).body().data
    assert.containsSubset(history, [{ id: order.id, refundReference: 're_Mollie_4Kq2', refundNote: 'Teruggestort' }])

    const again = await mark(client, token, order.id, { reference: 're_other' })
    again.assertStatus(409)
    assert.equal(again.body().message, 'Deze bestelling is al als terugbetaald gemarkeerd.')
    assert.equal((await Order.findOrFail(order.id)).refundReference, 're_Mollie_4Kq2')
    assert.lengthOf(await AuditChange.query().where('entity_type', 'order').where('entity_id', order.id), 1)
  })

  test('two marks at the same moment (admin and organizer): one refund, one 409, one trace', async ({ client, assert }) => {
    const { token, org } = await setUp()
    const order = await writeOrder(org, { status: 'paid', quantity: 1, refundRequired: true })
    const [a, b] = await Promise.all([
      mark(client, token, order.id, { reference: 're_admin' }),
      client.post(`/api/orders/${order.id}/refund`).json({ reference: 're_organizer' }).bearerToken(org.token),
    ])
    assert.sameMembers([a.status(), b.status()], [200, 409])
    const winner = a.status() === 200 ? 're_admin' : 're_organizer'
    assert.equal((await Order.findOrFail(order.id)).refundReference, winner)
    const traces = await AuditChange.query().where('entity_type', 'order').where('entity_id', order.id)
    assert.lengthOf(traces, 1)
    assert.equal(traces[0].newValues!.refundReference, winner)
  })
})
