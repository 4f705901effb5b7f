/*
 * Data retention: each policy removes exactly the rows past its period and nothing a live hold, an unsent message or
 * a recent row still is; guest buyers are anonymised with their money kept, once; the nightly job reports per kind
 * what it did; admins (only) read and change the periods within their bounds, every change audited.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import DataRetentionPolicy from '#models/data_retention_policy'
import { rollbackEachTest, makeUser } from '#tests/functional/catalogue/catalogue_fixtures'
import { organizerWithEvent, writeOrder, type Organizer } from '#tests/functional/orders/order_fixtures'
import { auditTrail, fieldErrors, staffForEachTest } from '#tests/functional/reference_data/reference_fixtures'
import { createAccount } from '#tests/helpers/accounts'
import { issueSession } from '#services/accounts/session_service'
import { runRetention } from '#services/privacy/retention_service'
import { anonymiseOrderBuyers } from '#services/privacy/anonymise_order'
import { runNightlyRetention } from '../../../api/jobs/retention_job.js'
import { ANONYMOUS_NAME, DAY_MS } from '#domain/data_retention'

const DELETE_TABLES = [
  'ticket_reservations',
  'payment_states',
  'analytics_events',
  'user_activity_logs',
  'contact_messages',
  'rate_limits',
  'outbox_messages',
]

const ago = (days: number) => new Date(Date.now() - days * DAY_MS)
const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** This test's rows only: the tables the delete policies work on start empty (inside the rolled-back transaction). */
async function emptyRetentionTables() {
  for (const table of DELETE_TABLES) await db.from(table).delete()
  // Guest orders other suites left behind are not this test's to count.
  await db.from('orders').whereNull('anonymised_at').update({ anonymised_at: new Date() })
}

async function insertId(table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await db.table(table).insert(row).returning('id')
  return inserted.id
}

const idsOf = async (table: string) => (await db.from(table).select('id').orderBy('id')).map((row) => row.id as number)

interface Seeded {
  keep: Record<string, number[]>
  drop: Record<string, number[]>
  keepKeys: string[]
}

/** For every delete kind: rows past the period (to go) and rows that must stay, with the reason in their name. */
async function seedDeleteKinds(org: Organizer): Promise<Seeded> {
  const hold = (expiresAt: Date) =>
    insertId('ticket_reservations', {
      ticket_type_id: org.paid.id,
      quantity: 1,
      session_id: `s-${randomUUID()}`,
      reserved_at: ago(60),
      expires_at: expiresAt,
      is_active: expiresAt > new Date(),
    })
  const paymentState = (expiresAt: Date, updatedAt: Date, status = 'expired') =>
    insertId('payment_states', {
      token: randomBytes(32).toString('hex'),
      event_id: org.event.id,
      status,
      expires_at: expiresAt,
      updated_at: updatedAt,
    })
  const outbox = (status: string, updatedAt: Date) =>
    insertId('outbox_messages', {
      channel: 'email',
      kind: 'contact',
      recipient: 'iemand@example.sr',
      body_text: 'Hallo',
      status,
      created_at: ago(400),
      updated_at: updatedAt,
    })
  const contact = (createdAt: Date, outboxId: number | null) =>
    insertId('contact_messages', {
      target_type: 'organizer',
      organizer_id: org.user.id,
      first_name: 'Anna',
      last_name: 'Sital',
      email: 'anna@example.sr',
      phone: '+5978123456',
      subject: 'Vraag',
      message: 'Hallo',
      recipient_email: 'org@example.sr',
      outbox_message_id: outboxId,
      created_at: createdAt,
    })

  const sentOld = await outbox('sent', ago(40))
  const failedOld = await outbox('failed', ago(40))
  const pendingOld = await outbox('pending', ago(40))
  const sendingOld = await outbox('sending', ago(40))
  const sentRecent = await outbox('sent', ago(5))

  const keepKeys = ['recent', 'never-expires', 'future']
  await db.table('rate_limits').multiInsert([
    { key: 'old', points: 3, expire: ago(3).getTime() },
    { key: 'recent', points: 3, expire: ago(1).getTime() },
    { key: 'never-expires', points: 3, expire: null },
    { key: 'future', points: 3, expire: ahead(10).getTime() },
  ])

  return {
    drop: {
      ticket_reservations: [await hold(ago(31))],
      payment_states: [await paymentState(ago(40), ago(40))],
      analytics_events: [await insertId('analytics_events', { name: 'page_view', occurred_at: ago(91) })],
      user_activity_logs: [await insertId('user_activity_logs', { action: 'login', created_at: ago(366) })],
      contact_messages: [await contact(ago(731), sentOld), await contact(ago(731), null)],
      outbox_messages: [sentOld, failedOld],
    },
    keep: {
      // A live hold (expires in 10 minutes, placed long ago) and one that expired within the period.
      ticket_reservations: [await hold(ahead(10)), await hold(ago(29))],
      payment_states: [
        await paymentState(ago(40), ago(2)),
        await paymentState(ahead(20), ago(40), 'active'),
        await paymentState(ago(20), ago(20)),
      ],
      analytics_events: [await insertId('analytics_events', { name: 'page_view', occurred_at: ago(89) })],
      user_activity_logs: [await insertId('user_activity_logs', { action: 'login', created_at: ago(300) })],
      // Old, but its mail still waits in the outbox; and a recent one.
      contact_messages: [await contact(ago(731), pendingOld), await contact(ago(10), null)],
      outbox_messages: [pendingOld, sendingOld, sentRecent],
    },
    keepKeys,
  }
}

test.group('Retention: the delete policies', (group) => {
  rollbackEachTest(group)

  test('each policy removes exactly what is past its period; live holds, unsent messages and recent rows stay', async ({ assert }) => {
    await emptyRetentionTables()
    const org = await organizerWithEvent()
    const seeded = await seedDeleteKinds(org)

    const report = await runRetention({ trigger: 'manual' })

    assert.equal(report.status, 'succeeded')
    assert.deepEqual(report.errors, {})
    for (const table of DELETE_TABLES.filter((name) => name !== 'rate_limits')) {
      assert.deepEqual(
        await idsOf(table),
        [...seeded.keep[table]].sort((a, b) => a - b),
        table
      )
      assert.equal(report.counts[table], seeded.drop[table].length, table)
    }
    const keys = (await db.from('rate_limits').select('key').orderBy('key')).map((row) => row.key)
    assert.deepEqual(keys, [...seeded.keepKeys].sort())
    assert.equal(report.counts.rate_limits, 1)
    assert.equal(report.counts.guest_buyers, 0)
  })

  test('a second run finds nothing more; an inactive policy leaves its rows and is not in the report', async ({ assert }) => {
    await emptyRetentionTables()
    const org = await organizerWithEvent()
    const seeded = await seedDeleteKinds(org)
    await DataRetentionPolicy.query().where('entity_type', 'analytics_events').update({ isActive: false })

    const first = await runRetention({ trigger: 'manual' })
    assert.notProperty(first.counts, 'analytics_events')
    assert.includeMembers(await idsOf('analytics_events'), seeded.drop.analytics_events)
    assert.equal(first.counts.outbox_messages, 2)

    const second = await runRetention({ trigger: 'manual' })
    assert.deepEqual(Object.values(second.counts), Array(Object.keys(second.counts).length).fill(0))
  })

  test('a shorter period takes effect at the next run', async ({ assert }) => {
    await emptyRetentionTables()
    const recent = await insertId('analytics_events', { name: 'page_view', occurred_at: ago(10) })
    const fresh = await insertId('analytics_events', { name: 'page_view', occurred_at: ago(1) })
    await DataRetentionPolicy.query().where('entity_type', 'analytics_events').update({ retentionDays: 5 })
    const report = await runRetention({ trigger: 'manual' })
    assert.equal(report.counts.analytics_events, 1)
    assert.deepEqual(await idsOf('analytics_events'), [fresh])
    assert.notInclude(await idsOf('analytics_events'), recent)
  })
})

const MONEY = ['subtotal', 'platform_fee', 'payment_fee', 'payment_fee_btw', 'total', 'currency', 'status', 'invoice_number']

async function orderRow(id: number) {
  return db.from('orders').where('id', id).firstOrFail()
}

/** An event that ended `years` years ago, with a guest's paid order (2 tickets) and an account holder's. */
async function pastEventWithOrders(years: number) {
  const org = await organizerWithEvent()
  const end = new Date(Date.now() - years * 365.25 * DAY_MS)
  await db
    .from('events')
    .where('id', org.event.id)
    .update({ start_date: new Date(end.getTime() - 4 * 3600_000), end_date: end })
  const guest = await writeOrder(org, { status: 'paid', quantity: 2, buyerName: 'Ravi Ramdin' })
  const member = await createAccount({ role: 'user' })
  const account = await writeOrder(org, { status: 'paid', quantity: 1, buyerName: 'Mila Account' })
  await Order.query().where('id', account.id).update({ buyerUserId: member.id })
  return { org, guest, account }
}

test.group('Retention: guest buyers anonymised', (group) => {
  rollbackEachTest(group)

  test('7 years after the event a guest’s personal data is replaced, the money stays; accounts and recent events are left', async ({
    assert,
  }) => {
    await emptyRetentionTables()
    const old = await pastEventWithOrders(8)
    const recent = await pastEventWithOrders(2)
    const owed = await writeOrder(old.org, { status: 'paid', quantity: 1, buyerName: 'Wacht Opgeld', refundRequired: true })
    const invite = await insertId('review_invite_tokens', {
      token: randomBytes(32).toString('hex'),
      review_type: 'event',
      event_id: old.org.event.id,
      order_id: old.guest.id,
      invitee_email: old.guest.buyerEmail,
      invitee_name: 'Ravi Ramdin',
      invitee_key: old.guest.buyerEmail,
      expires_at: ago(-30),
    })
    const before = await orderRow(old.guest.id)

    const report = await runRetention({ trigger: 'manual' })
    assert.equal(report.counts.guest_buyers, 1)

    const after = await orderRow(old.guest.id)
    assert.equal(after.buyer_name, ANONYMOUS_NAME)
    assert.isNull(after.buyer_email)
    assert.isNull(after.buyer_phone)
    assert.isNull(after.buyer_email_key)
    assert.isNotNull(after.anonymised_at)
    for (const column of MONEY) assert.deepEqual(after[column], before[column], column)
    assert.equal(after.order_number, before.order_number)

    const tickets = await db.from('tickets').where('order_id', old.guest.id)
    assert.lengthOf(tickets, 2)
    for (const ticket of tickets) {
      assert.equal(ticket.buyer_name, ANONYMOUS_NAME)
      assert.isNull(ticket.buyer_email)
      assert.isNull(ticket.buyer_phone)
      assert.equal(ticket.purchase_price, '150.00')
    }
    const token = await db.from('review_invite_tokens').where('id', invite).firstOrFail()
    assert.deepInclude(token, { invitee_email: null, invitee_name: null, invitee_key: null, order_id: old.guest.id })

    // Left alone: an account holder's order, a guest of a recent event, a guest still owed a refund.
    for (const [order, name] of [
      [old.account, 'Mila Account'],
      [recent.guest, 'Ravi Ramdin'],
      [owed, 'Wacht Opgeld'],
    ] as const) {
      const row = await orderRow(order.id)
      assert.equal(row.buyer_name, name)
      assert.isNotNull(row.buyer_email)
      assert.isNull(row.anonymised_at)
    }
  })

  test('the copies of the buyer’s data go too: transfers, review tokens, Ticketswitch listings (a payout owed keeps its details)', async ({
    assert,
  }) => {
    await emptyRetentionTables()
    const old = await pastEventWithOrders(8)
    const [first, second] = await db.from('tickets').where('order_id', old.guest.id).orderBy('id')
    const transfer = await insertId('ticket_transfers', {
      event_id: old.org.event.id,
      order_id: old.guest.id,
      original_ticket_id: first.id,
      from_ticket_id: first.id,
      to_ticket_id: second.id,
      from_name: 'Ravi Ramdin',
      to_first_name: 'Sita',
      to_last_name: 'Ramdin',
      to_phone: '+5978111222',
      to_contact_method: 'whatsapp',
      via: 'download_link',
    })
    const reviewToken = await insertId('review_tokens', {
      token: randomBytes(32).toString('hex'),
      ticket_id: first.id,
      event_id: old.org.event.id,
      buyer_email: old.guest.buyerEmail,
      buyer_name: 'Ravi Ramdin',
    })
    const listing = (payoutStatus: string, ticketId: number) =>
      insertId('ticketswitch_listings', {
        original_ticket_id: ticketId,
        event_id: old.org.event.id,
        ticket_type_id: old.org.paid.id,
        seller_email: old.guest.buyerEmail,
        seller_name: 'Ravi Ramdin',
        listing_price: '0.00',
        payout_details: 'SR 1234 5678',
        payout_status: payoutStatus,
        is_active: false,
        order_id: old.guest.id,
        buyer_name: 'Ravi Ramdin',
      })
    const paidOut = await listing('paid', first.id)
    const owed = await listing('owed', second.id)

    const report = await runRetention({ trigger: 'manual' })
    assert.equal(report.counts.guest_buyers, 1)

    assert.deepInclude(await db.from('ticket_transfers').where('id', transfer).firstOrFail(), {
      from_name: ANONYMOUS_NAME,
      to_first_name: ANONYMOUS_NAME,
      to_last_name: '',
      to_phone: null,
      to_email: 'geanonimiseerd@anoniem.invalid',
    })
    assert.deepInclude(await db.from('review_tokens').where('id', reviewToken).firstOrFail(), { buyer_email: null, buyer_name: null })
    assert.deepInclude(await db.from('ticketswitch_listings').where('id', paidOut).firstOrFail(), {
      seller_email: 'geanonimiseerd@anoniem.invalid',
      seller_name: null,
      payout_details: null,
      buyer_name: null,
    })
    assert.deepInclude(await db.from('ticketswitch_listings').where('id', owed).firstOrFail(), {
      seller_name: null,
      payout_details: 'SR 1234 5678',
    })
  })

  test('anonymising is idempotent: a second run and a second call change nothing', async ({ assert }) => {
    await emptyRetentionTables()
    const old = await pastEventWithOrders(8)
    await runRetention({ trigger: 'manual' })
    const once = await orderRow(old.guest.id)

    const again = await runRetention({ trigger: 'manual' })
    assert.equal(again.counts.guest_buyers, 0)
    const direct = await db.transaction((trx) => anonymiseOrderBuyers(trx, [old.guest.id, old.guest.id]))
    assert.equal(direct, 0)
    assert.deepEqual(await orderRow(old.guest.id), once)
  })

  test('anonymiseOrderBuyers anonymises the given orders whoever bought them, and answers how many', async ({ assert }) => {
    const recent = await pastEventWithOrders(0)
    const done = await db.transaction((trx) => anonymiseOrderBuyers(trx, [recent.account.id]))
    assert.equal(done, 1)
    assert.equal((await orderRow(recent.account.id)).buyer_name, ANONYMOUS_NAME)
    assert.equal((await orderRow(recent.guest.id)).buyer_name, 'Ravi Ramdin')
    assert.equal(await db.transaction((trx) => anonymiseOrderBuyers(trx, [])), 0)
  })
})

test.group('Retention: the nightly job and its reports', (group) => {
  rollbackEachTest(group)
  const staff = staffForEachTest(group)

  test('the job writes its report per kind, stamps the policies and the admin list shows the last counts', async ({ client, assert }) => {
    await emptyRetentionTables()
    await insertId('analytics_events', { name: 'page_view', occurred_at: ago(100) })
    await insertId('analytics_events', { name: 'page_view', occurred_at: ago(95) })
    await insertId('user_activity_logs', { action: 'login', created_at: ago(400) })

    const report = await runNightlyRetention()

    const run = await db.from('retention_runs').where('id', report.runId).firstOrFail()
    assert.equal(run.trigger, 'nightly')
    assert.equal(run.status, 'succeeded')
    assert.isNotNull(run.finished_at)
    assert.include(run.counts, { analytics_events: 2, user_activity_logs: 1, outbox_messages: 0, guest_buyers: 0 })
    const stamped = await DataRetentionPolicy.query().where('is_active', true).whereNull('last_applied_at')
    assert.lengthOf(stamped, 0)

    const list = await client.get('/api/admin/data-retention-policies').bearerToken(staff.adminToken)
    list.assertStatus(200)
    const byKind = Object.fromEntries(
      (list.body().data as { entityType: string; lastRunCount: number | null }[]).map((p) => [p.entityType, p.lastRunCount])
    )
    assert.include(byKind, { analytics_events: 2, user_activity_logs: 1, rate_limits: 0 })

    const runs = await client.get('/api/admin/retention-runs').bearerToken(staff.adminToken)
    runs.assertStatus(200)
    assert.deepInclude(runs.body().data[0], { id: report.runId, trigger: 'nightly', status: 'succeeded' })
  })

  test('a run lost with its process is marked interrupted by the next; one still going refuses a second (409)', async ({
    client,
    assert,
  }) => {
    const lost = await insertId('retention_runs', { trigger: 'nightly', status: 'running', started_at: ago(1), heartbeat_at: ago(1) })
    const report = await runRetention({ trigger: 'manual' })
    assert.equal(report.status, 'succeeded')
    const lostRow = await db.from('retention_runs').where('id', lost).firstOrFail()
    assert.equal(lostRow.status, 'interrupted')
    assert.isNotNull(lostRow.finished_at)

    await insertId('retention_runs', { trigger: 'nightly', status: 'running' })
    const busy = await client.post('/api/admin/data-retention-policies/run').bearerToken(staff.adminToken)
    busy.assertStatus(409)
    assert.deepInclude(busy.body(), { success: false, code: 'RETENTION_RUN_BUSY' })
  })

  test('an admin runs the policies now and gets the report', async ({ client, assert }) => {
    await emptyRetentionTables()
    await insertId('analytics_events', { name: 'page_view', occurred_at: ago(100) })
    const response = await client.post('/api/admin/data-retention-policies/run').bearerToken(staff.adminToken)
    response.assertStatus(200)
    assert.equal(response.body().data.status, 'succeeded')
    assert.equal(response.body().data.counts.analytics_events, 1)
    const run = await db.from('retention_runs').where('id', response.body().data.runId).firstOrFail()
    assert.equal(run.trigger, 'manual')
    assert.equal(run.triggered_by_user_id, staff.admin.id)
  })
})

test.group('Retention: the admins’ periods', (group) => {
  rollbackEachTest(group)
  const staff = staffForEachTest(group)

  const policyOf = (entityType: string) => DataRetentionPolicy.findByOrFail('entity_type', entityType)

  test('the seeded defaults are listed with their action and bounds', async ({ client, assert }) => {
    const response = await client.get('/api/admin/data-retention-policies').bearerToken(staff.adminToken)
    response.assertStatus(200)
    const rows = response.body().data as { entityType: string; retentionDays: number; action: string; minDays: number }[]
    const byKind = Object.fromEntries(rows.map((row) => [row.entityType, [row.retentionDays, row.action, row.minDays]]))
    assert.deepInclude(byKind, {
      ticket_reservations: [30, 'delete', 1],
      payment_states: [30, 'delete', 1],
      analytics_events: [90, 'delete', 1],
      user_activity_logs: [365, 'delete', 30],
      contact_messages: [730, 'delete', 30],
      rate_limits: [2, 'delete', 1],
      outbox_messages: [30, 'delete', 7],
      guest_buyers: [2557, 'anonymize', 365],
    })
  })

  test('an admin changes a period and switches a policy off: saved, one audit row before → after', async ({ client, assert }) => {
    const policy = await policyOf('analytics_events')
    const response = await client
      .put(`/api/admin/data-retention-policies/${policy.id}`)
      .bearerToken(staff.adminToken)
      .json({ retentionDays: 60, isActive: false })
    response.assertStatus(200)
    assert.deepInclude(response.body().data, { id: policy.id, retentionDays: 60, isActive: false })
    await policy.refresh()
    assert.equal(policy.retentionDays, 60)
    assert.isFalse(policy.isActive)

    const [trace, ...more] = await auditTrail('data_retention_policy', policy.id)
    assert.lengthOf(more, 0)
    assert.equal(trace.action, 'update')
    assert.equal(trace.userId, staff.admin.id)
    assert.deepEqual(trace.oldValues, { retentionDays: 90, isActive: true })
    assert.deepEqual(trace.newValues, { retentionDays: 60, isActive: false })

    const show = await client.get(`/api/admin/data-retention-policies/${policy.id}`).bearerToken(staff.adminToken)
    show.assertStatus(200)
    assert.equal(show.body().data.retentionDays, 60)
  })

  test('a period outside the kind’s bounds is a 422 with a Dutch message; nothing saved, no audit row', async ({ client, assert }) => {
    const analytics = await policyOf('analytics_events')
    const guests = await policyOf('guest_buyers')
    const put = (id: number, body: object) =>
      client.put(`/api/admin/data-retention-policies/${id}`).bearerToken(staff.adminToken).json(body)

    assert.deepEqual(fieldErrors(await put(guests.id, { retentionDays: 364 })), {
      retentionDays: ['De bewaartermijn moet tussen 365 en 7305 dagen liggen'],
    })
    assert.deepEqual(fieldErrors(await put(analytics.id, { retentionDays: 0 })), {
      retentionDays: ['De bewaartermijn moet minstens 1 dag zijn'],
    })
    assert.deepEqual(fieldErrors(await put(analytics.id, { retentionDays: 3651 })), {
      retentionDays: ['De bewaartermijn moet tussen 1 en 3650 dagen liggen'],
    })
    assert.deepEqual(fieldErrors(await put(analytics.id, { retentionDays: 2.5 })), {
      retentionDays: ['De bewaartermijn moet een heel aantal dagen zijn'],
    })
    assert.deepEqual(fieldErrors(await put(analytics.id, { retentionDays: 'lang' })), {
      retentionDays: ['De bewaartermijn moet een getal (dagen) zijn'],
    })
    const nothing = await put(analytics.id, {})
    nothing.assertStatus(422)
    assert.equal(nothing.body().message, 'Geef minstens één veld om te wijzigen')
    ;(await put(999999, { retentionDays: 30 })).assertStatus(404)

    await analytics.refresh()
    await guests.refresh()
    assert.equal(analytics.retentionDays, 90)
    assert.equal(guests.retentionDays, 2557)
    assert.lengthOf(await auditTrail('data_retention_policy', analytics.id), 0)
    assert.lengthOf(await auditTrail('data_retention_policy', guests.id), 0)
  })

  test('sub-admins, organizers and buyers get 403, anonymous callers 401, and nothing changes', async ({ client, assert }) => {
    const policy = await policyOf('rate_limits')
    const user = await makeUser({ role: 'user' })
    const userToken = (await issueSession(user)).token
    const runsBefore = Number((await db.from('retention_runs').count('* as n'))[0].n)
    const calls = [
      () => client.get('/api/admin/data-retention-policies'),
      () => client.get(`/api/admin/data-retention-policies/${policy.id}`),
      () => client.put(`/api/admin/data-retention-policies/${policy.id}`).json({ retentionDays: 5 }),
      () => client.get('/api/admin/retention-runs'),
      () => client.post('/api/admin/data-retention-policies/run'),
    ]
    for (const call of calls) {
      for (const token of [staff.subAdminToken, staff.organizerToken, userToken]) {
        const response = await call().bearerToken(token)
        response.assertStatus(403)
        assert.equal(response.body().success, false)
      }
      ;(await call()).assertStatus(401)
    }
    await policy.refresh()
    assert.equal(policy.retentionDays, 2)
    assert.equal(Number((await db.from('retention_runs').count('* as n'))[0].n), runsBefore)
  })
})
