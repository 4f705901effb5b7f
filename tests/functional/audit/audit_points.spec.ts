/*
 * Each change of money, access or publication made through the API leaves its audit_changes row (who, which record,
 * what, the fields before → after) written with the change; a refused change leaves none. One test per audit point
 * that docs/administration.md's inventory lists as added here; the older points have their own specs.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AuditChange from '#models/audit_change'
import type User from '#models/user'
import VenueBooking from '#models/venue_booking'
import { orderStatusKey } from '#services/orders/order_keys'
import { makeEvent, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { buyFreeOrder, organizerWithEvent, writeOrder } from '#tests/functional/orders/order_fixtures'
import { partner } from '#tests/functional/agents/agent_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { uniqueEmail } from '#tests/helpers/accounts'

/** An organizer's published event at a venue of their own (publishable again without a booking). */
async function publishableEvent() {
  const org = await organizerWithEvent()
  const venue = await makeVenue({ ownerId: org.user.id })
  await org.event.merge({ venueId: venue.id }).save()
  return org
}

/** The audit rows of one record, oldest first. */
async function auditOf(entityType: string, entityId: number) {
  return AuditChange.query().where('entity_type', entityType).where('entity_id', entityId).orderBy('id')
}

async function signedIn(role: string, overrides: Partial<User> = {}) {
  const user = await makeUser({ role: role as User['role'], firstName: 'Test', lastName: role, ...overrides })
  return { user, token: await freshToken(user) }
}

function send(client: ApiClient, token: string, method: 'post' | 'put' | 'delete', path: string, body: object = {}) {
  return client[method](path)
    .bearerToken(token)
    .json(body as never)
}

test.group('Audit points: orders', (group) => {
  rollbackEachTest(group)

  test('an organizer cancels an unpaid order: order/cancel with status before → after; a paid one is refused, no row', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const pending = await writeOrder(org, { status: 'pending', quantity: 2 })
    ;(await send(client, org.token, 'post', `/api/orders/${pending.id}/cancel`)).assertStatus(200)
    const [row] = await auditOf('order', pending.id)
    assert.equal(row.action, 'cancel')
    assert.equal(row.userId, org.user.id)
    assert.deepEqual(row.oldValues, { status: 'pending', seatsReleased: null })
    assert.deepEqual(row.newValues, { status: 'cancelled', seatsReleased: 2 })
    assert.equal(row.approval, 'approved')

    const paid = await writeOrder(org, { status: 'paid', quantity: 1 })
    ;(await send(client, org.token, 'post', `/api/orders/${paid.id}/cancel`)).assertStatus(409)
    assert.lengthOf(await auditOf('order', paid.id), 0)
  })

  test('another organizer may not cancel the order: 403, no row', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const other = await signedIn('organizer')
    const pending = await writeOrder(org, { status: 'pending', quantity: 1 })
    ;(await send(client, other.token, 'post', `/api/orders/${pending.id}/cancel`)).assertStatus(403)
    assert.lengthOf(await auditOf('order', pending.id), 0)
  })

  test('a guest calls off a free registration: order/cancel by nobody (actor null), the tickets named', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    await org.event.merge({ buyerCancellationAllowed: true, buyerCancellationHoursBefore: 48 }).save()
    const order = await buyFreeOrder(client, org, 2)
    const tickets: { id: number }[] = await db.from('tickets').where('order_id', order.id).orderBy('id').select('id')
    const response = await client
      .post(`/api/orders/${order.orderNumber}/cancel-request`)
      .json({ key: orderStatusKey(order.orderNumber) } as never)
    response.assertStatus(201)
    const [row] = await auditOf('order', order.id)
    assert.equal(row.action, 'cancel')
    assert.isNull(row.userId)
    assert.deepEqual(row.oldValues, { status: 'free', cancelledTickets: [] })
    assert.deepEqual(row.newValues, { status: 'cancelled', cancelledTickets: tickets.map((ticket) => ticket.id) })
  })
})

test.group('Audit points: events and ticket types', (group) => {
  rollbackEachTest(group)

  test('publish after an unpublish and cancel each write their row with the actor', async ({ client, assert }) => {
    const org = await publishableEvent()
    const id = org.event.id
    ;(await send(client, org.token, 'post', `/api/events/${id}/unpublish`)).assertStatus(200)
    ;(await send(client, org.token, 'post', `/api/events/${id}/publish`)).assertStatus(200)
    ;(await send(client, org.token, 'post', `/api/events/${id}/cancel`)).assertStatus(200)
    const rows = await auditOf('event', id)
    assert.deepEqual(
      rows.map((row) => row.action),
      ['unpublish', 'publish', 'cancel']
    )
    assert.isTrue(rows.every((row) => row.userId === org.user.id))
    assert.deepEqual(rows[1].oldValues, { isPublished: false })
    assert.deepEqual(rows[1].newValues, { isPublished: true })
    assert.deepEqual(rows[2].oldValues, { isPublished: true, cancelledAt: null })
    assert.isFalse(rows[2].newValues!.isPublished as boolean)
    assert.isString(rows[2].newValues!.cancelledAt)
  })

  test('publishing a published event again writes nothing; another organizer’s cancel is refused with no row', async ({
    client,
    assert,
  }) => {
    const org = await publishableEvent()
    const other = await signedIn('organizer')
    ;(await send(client, org.token, 'post', `/api/events/${org.event.id}/publish`)).assertStatus(200)
    ;(await send(client, other.token, 'post', `/api/events/${org.event.id}/cancel`)).assertStatus(403)
    assert.lengthOf(await auditOf('event', org.event.id), 0)
  })

  test('a ticket type’s new price: ticket_type/update with only the changed field; a stale save is refused, no row', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const saved = await send(client, org.token, 'put', `/api/ticket-types/${org.paid.id}`, { price: 175, version: 0 })
    saved.assertStatus(200)
    const [row] = await auditOf('ticket_type', org.paid.id)
    assert.equal(row.action, 'update')
    assert.equal(row.userId, org.user.id)
    assert.deepEqual(row.oldValues, { price: '150.00' })
    assert.deepEqual(row.newValues, { price: '175.00' })

    ;(await send(client, org.token, 'put', `/api/ticket-types/${org.paid.id}`, { price: 200, version: 0 })).assertStatus(409)
    assert.lengthOf(await auditOf('ticket_type', org.paid.id), 1)
  })
})

test.group('Audit points: teams', (group) => {
  rollbackEachTest(group)

  test('an organizer adds a team member, changes their role and deactivates them: create, role, deactivate', async ({ client, assert }) => {
    const organizer = await signedIn('organizer', { organizationName: 'Stichting Audit', isEmailVerified: true })
    const email = uniqueEmail('team')
    const created = await send(client, organizer.token, 'post', `/api/team-members/${organizer.user.id}`, {
      firstName: 'Sita',
      lastName: 'Ramdin',
      email,
      role: 'scanner',
    })
    created.assertStatus(201)
    const memberId = (await db.from('users').where('email', email).select('id').firstOrFail()).id as number
    ;(await send(client, organizer.token, 'put', `/api/team-members/${memberId}`, { role: 'manager' })).assertStatus(200)
    ;(await send(client, organizer.token, 'delete', `/api/team-members/${memberId}`)).assertStatus(200)

    const rows = await auditOf('user', memberId)
    assert.deepEqual(
      rows.map((row) => row.action),
      ['create', 'role', 'deactivate']
    )
    assert.isTrue(rows.every((row) => row.userId === organizer.user.id))
    assert.include(rows[0].newValues!, { role: 'scanner', createdByOrganizerId: organizer.user.id })
    assert.deepEqual(rows[1].oldValues, { role: 'scanner', managerForOrganizerId: null })
    assert.deepEqual(rows[1].newValues, { role: 'manager', managerForOrganizerId: organizer.user.id })
    assert.deepEqual(Object.keys(rows[2].newValues!), ['deactivatedAt'])
    assert.isNull(rows[2].oldValues!.deactivatedAt)
  })

  test('another organizer may not change the member: 403, no row', async ({ client, assert }) => {
    const organizer = await signedIn('organizer')
    const member = await makeUser({ role: 'scanner', createdByOrganizerId: organizer.user.id })
    const other = await signedIn('organizer')
    ;(await send(client, other.token, 'put', `/api/team-members/${member.id}`, { role: 'manager' })).assertStatus(403)
    ;(await send(client, other.token, 'delete', `/api/team-members/${member.id}`)).assertStatus(403)
    assert.lengthOf(await auditOf('user', member.id), 0)
  })
})

test.group('Audit points: agents', (group) => {
  rollbackEachTest(group)

  test('an agent’s request and the organizer’s approval: agent_partnership create and approve', async ({ client, assert }) => {
    const agent = await signedIn('agent')
    const organizer = await signedIn('organizer', { organizationName: 'Stichting Audit' })
    const requested = await send(client, agent.token, 'post', '/api/agent-partnerships', { organizerId: organizer.user.id })
    requested.assertStatus(201)
    const id = requested.body().data.id as number
    const other = await signedIn('organizer')
    ;(await send(client, other.token, 'put', `/api/agent-partnerships/${id}`, { action: 'approve' })).assertStatus(403)
    ;(
      await send(client, organizer.token, 'put', `/api/agent-partnerships/${id}`, { action: 'approve', commissionPercentage: '7.5' })
    ).assertStatus(200)

    const rows = await auditOf('agent_partnership', id)
    assert.deepEqual(
      rows.map((row) => [row.action, row.userId]),
      [
        ['create', agent.user.id],
        ['approve', organizer.user.id],
      ]
    )
    assert.include(rows[0].newValues!, { status: 'pending', agentId: agent.user.id, organizerId: organizer.user.id })
    assert.deepEqual(rows[1].oldValues, { status: 'pending', commissionPercentage: '10.00' })
    assert.deepEqual(rows[1].newValues, { status: 'approved', commissionPercentage: '7.50' })
  })

  test('an organizer records an agent’s payment: agent_settlement create; without a partnership refused, no row', async ({
    client,
    assert,
  }) => {
    const agent = await makeUser({ role: 'agent' })
    const organizer = await signedIn('organizer')
    const stranger = await makeUser({ role: 'agent' })
    ;(
      await send(client, organizer.token, 'post', '/api/agent-settlements', { agentId: stranger.id, amount: '10', settledOn: '2026-01-05' })
    ).assertStatus(422)
    assert.equal(Number((await db.from('audit_changes').where('entity_type', 'agent_settlement').count('* as n'))[0].n), 0)

    await partner(agent, organizer.user)
    const recorded = await send(client, organizer.token, 'post', '/api/agent-settlements', {
      agentId: agent.id,
      amount: '50,25',
      settledOn: '2026-01-05',
      reference: 'Kas 12',
    })
    recorded.assertStatus(201)
    const [row] = await auditOf('agent_settlement', recorded.body().data.settlement.id)
    assert.equal(row.action, 'create')
    assert.equal(row.userId, organizer.user.id)
    // A create has no before: each field reads '— → value'.
    assert.isTrue(Object.values(row.oldValues!).every((value) => value === null))
    assert.deepEqual(row.newValues, {
      agentId: agent.id,
      organizerId: organizer.user.id,
      amount: '50.25',
      settledOn: '2026-01-05',
      reference: 'Kas 12',
    })
  })
})

test.group('Audit points: loket and venue bookings', (group) => {
  rollbackEachTest(group)

  test('a loket shift closed with its cash: loket_shift close with expected, counted and the difference', async ({ client, assert }) => {
    const organizer = await signedIn('organizer')
    const seller = await signedIn('loket_medewerker', { createdByOrganizerId: organizer.user.id })
    const opened = await send(client, seller.token, 'post', '/api/loket/shifts', { openingFloat: '100' })
    opened.assertStatus(201)
    const shiftId = opened.body().data.id as number
    const other = await signedIn('organizer')
    ;(await send(client, other.token, 'post', `/api/loket/shifts/${shiftId}/close`, { countedCash: '100' })).assertStatus(403)
    assert.lengthOf(await auditOf('loket_shift', shiftId), 0)

    ;(
      await send(client, seller.token, 'post', `/api/loket/shifts/${shiftId}/close`, { countedCash: '95', note: 'Vijf tekort' })
    ).assertStatus(200)
    const [row] = await auditOf('loket_shift', shiftId)
    assert.equal(row.action, 'close')
    assert.equal(row.userId, seller.user.id)
    assert.equal(row.reason, 'Vijf tekort')
    assert.include(row.newValues!, { expectedCash: '100.00', countedCash: '95.00', difference: '-5.00', reportNumber: 1 })
  })

  test('a venue operator confirms a day: venue_booking approve; another operator is refused, no row', async ({ client, assert }) => {
    const operator = await signedIn('venue_operator')
    const venue = await makeVenue({ ownerId: operator.user.id })
    const organizer = await makeUser({ role: 'organizer' })
    const day = DateTime.now().setZone('America/Paramaribo').plus({ days: 30 }).startOf('day')
    const event = await makeEvent({
      organizerId: organizer.id,
      venueId: venue.id,
      isPublished: false,
      startDate: day.set({ hour: 20 }),
      endDate: day.set({ hour: 23 }),
    })
    const booking = await VenueBooking.create({
      venueId: venue.id,
      eventId: event.id,
      requestedBy: organizer.id,
      bookingDate: day,
      status: 'pending',
    })
    const stranger = await signedIn('venue_operator')
    ;(await send(client, stranger.token, 'put', `/api/venue-bookings/${booking.id}`, { status: 'confirmed' })).assertStatus(403)
    assert.lengthOf(await auditOf('venue_booking', booking.id), 0)

    ;(await send(client, operator.token, 'put', `/api/venue-bookings/${booking.id}`, { status: 'confirmed' })).assertStatus(200)
    const [row] = await auditOf('venue_booking', booking.id)
    assert.equal(row.action, 'approve')
    assert.equal(row.userId, operator.user.id)
    assert.deepEqual(row.oldValues, { status: 'pending' })
    assert.deepEqual(row.newValues, { status: 'confirmed' })
  })
})
