/*
 * The organizer's API tokens (POST|GET /api/api-tokens, DELETE /api/api-tokens/{id}) and what a token may do on
 * /api/v1: hashing, scopes, expiry and revocation, owner isolation, lastUsedAt, the per-token rate limit, cursor
 * pages with updatedSince, orders and attendees, events:write, and the door's check-in answers.
 */
import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Event from '#models/event'
import Ticket from '#models/ticket'
import ApiToken from '#models/api_token'
import { API_PAGE_MAX, API_RATE_LIMIT } from '#domain/api_tokens'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { makeEvent } from '#tests/functional/catalogue/catalogue_fixtures'
import { organizerWithEvent, tokenOf, writeOrder } from '#tests/functional/orders/order_fixtures'
import { newNonce } from '#tests/functional/check_ins/check_in_fixtures'
import { apiTokenOf, v1Get, v1Post } from '#tests/functional/api_tokens/api_token_fixtures'

test.group('API tokens: made, listed and revoked by the organizer', (group) => {
  group.each.setup(() => clearRateLimits())

  test('POST answers the token once; the database holds only its SHA-256; GET lists it without the secret', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const session = await tokenOf(organizer)
    const expiresAt = DateTime.now().plus({ days: 30 }).toUTC().toISO()!
    const created = await client
      .post('/api/api-tokens')
      .bearerToken(session)
      .json({ name: 'Kassasysteem', scopes: ['events:read', 'orders:read'], expiresAt })
    created.assertStatus(201)
    const token: string = created.body().token
    assert.match(token, /^sut_[A-Za-z0-9_-]{43}$/)
    assert.deepInclude(created.body().data, { name: 'Kassasysteem', scopes: ['events:read', 'orders:read'], lastUsedAt: null })

    const rows = await db.from('api_tokens').where('organizer_id', organizer.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].token_hash, createHash('sha256').update(token).digest('hex'))
    // No column of the row holds the token or its random part.
    assert.notInclude(JSON.stringify(rows[0]), token.slice(12))
    assert.equal(rows[0].prefix, token.slice(0, 12))

    const listed = await client.get('/api/api-tokens').bearerToken(session)
    listed.assertStatus(200)
    assert.notInclude(JSON.stringify(listed.body()), token.slice(12))
    assert.lengthOf(listed.body().data, 1)
    const [item] = listed.body().data
    assert.deepEqual(Object.keys(item).sort(), ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'scopes'])
    assert.equal(DateTime.fromISO(item.expiresAt).toMillis(), DateTime.fromISO(expiresAt).toMillis())
    assert.equal(item.prefix, token.slice(0, 12))
  })

  test('bad input is a 422 on its field: unknown scope, no scopes, empty name, an expiry in the past', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const session = await tokenOf(organizer)
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'X', scopes: ['events:delete'] }, 'scopes.0'],
      [{ name: 'X', scopes: [] }, 'scopes'],
      [{ name: '  ', scopes: ['events:read'] }, 'name'],
      [{ name: 'X', scopes: ['events:read'], expiresAt: DateTime.now().minus({ hours: 1 }).toISO() }, 'expiresAt'],
      [{ name: 'X', scopes: ['events:read'], expiresAt: 'morgen' }, 'expiresAt'],
    ]
    for (const [body, field] of cases) {
      const response = await client.post('/api/api-tokens').bearerToken(session).json(body)
      response.assertStatus(422)
      assert.includeMembers(Object.keys(response.body().errors), [field], JSON.stringify(body))
    }
    assert.lengthOf(await ApiToken.query().where('organizer_id', organizer.id), 0)
  })

  test('only the organizer: a manager and an admin are refused (403); another organizer’s token id is a 404', async ({
    client,
    assert,
  }) => {
    const organizerA = await createAccount({ role: 'organizer' })
    const manager = await createAccount({ role: 'manager', managerForOrganizerId: organizerA.id, createdByOrganizerId: organizerA.id })
    const admin = await createAccount({ role: 'admin' })
    const body = { name: 'X', scopes: ['events:read'] }
    ;(
      await client
        .post('/api/api-tokens')
        .bearerToken(await tokenOf(manager))
        .json(body)
    ).assertStatus(403)
    ;(await client.get('/api/api-tokens').bearerToken(await tokenOf(manager))).assertStatus(403)
    ;(await client.get('/api/api-tokens').bearerToken(await tokenOf(admin))).assertStatus(403)

    const { token, row } = await apiTokenOf(organizerA, ['events:read'])
    const organizerB = await createAccount({ role: 'organizer' })
    const sessionB = await tokenOf(organizerB)
    const refused = await client.delete(`/api/api-tokens/${row.id}`).bearerToken(sessionB)
    refused.assertStatus(404)
    assert.equal(refused.body().code, 'API_TOKEN_NOT_FOUND')
    assert.lengthOf((await client.get('/api/api-tokens').bearerToken(sessionB)).body().data, 0)
    ;(await v1Get(client, '/api/v1/events', token)).assertStatus(200)

    ;(await client.delete(`/api/api-tokens/${row.id}`).bearerToken(await tokenOf(organizerA))).assertStatus(200)
    const revoked = await v1Get(client, '/api/v1/events', token)
    revoked.assertStatus(401)
    assert.equal(revoked.body().code, 'API_TOKEN_INVALID')
    assert.lengthOf((await client.get('/api/api-tokens').bearerToken(await tokenOf(organizerA))).body().data, 0)
    ;(await client.delete(`/api/api-tokens/${row.id}`).bearerToken(await tokenOf(organizerA))).assertStatus(404)
  })
})

test.group('/api/v1: who gets in', (group) => {
  group.each.setup(() => clearRateLimits())

  test('expired, unknown, malformed or absent token → 401; a session token on /api/v1 → 401; an API token elsewhere → 401', async ({
    client,
    assert,
  }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const { token, row } = await apiTokenOf(organizer)
    ;(await v1Get(client, '/api/v1/events', token)).assertStatus(200)
    await ApiToken.query()
      .where('id', row.id)
      .update({ expiresAt: DateTime.now().minus({ seconds: 1 }).toJSDate() })
    const expired = await v1Get(client, '/api/v1/events', token)
    expired.assertStatus(401)
    assert.deepInclude(expired.body(), { success: false, code: 'API_TOKEN_INVALID' })

    const unknown = `sut_${'A'.repeat(43)}`
    ;(await v1Get(client, '/api/v1/events', unknown)).assertStatus(401)
    ;(await v1Get(client, '/api/v1/events', 'sut_short')).assertStatus(401)
    ;(await v1Get(client, '/api/v1/events', null)).assertStatus(401)
    ;(await v1Get(client, '/api/v1/events', await tokenOf(organizer))).assertStatus(401)

    const { token: live } = await apiTokenOf(organizer)
    ;(await client.get('/api/events').bearerToken(live)).assertStatus(401)
    ;(await client.get('/api/api-tokens').bearerToken(live)).assertStatus(401)
  })

  test('a call outside the token’s scopes is a 403 naming the scope', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { token } = await apiTokenOf(org.user, ['events:read'])
    ;(await v1Get(client, `/api/v1/events/${org.event.id}`, token)).assertStatus(200)
    const refused = await v1Get(client, `/api/v1/events/${org.event.id}/orders`, token)
    refused.assertStatus(403)
    assert.equal(refused.body().code, 'API_SCOPE_MISSING')
    assert.include(refused.body().message, 'orders:read')
    ;(await v1Post(client, '/api/v1/check-ins', token, { eventId: org.event.id, qrCode: 'X', nonce: newNonce() })).assertStatus(403)
    ;(await v1Post(client, '/api/v1/events', token, { title: 'Nieuw evenement' })).assertStatus(403)
  })

  test('another organizer’s event is a 404 on every event route, and never in their list', async ({ client, assert }) => {
    const orgA = await organizerWithEvent()
    const orgB = await organizerWithEvent()
    const { token } = await apiTokenOf(orgB.user)
    for (const path of ['', '/ticket-types', '/orders', '/attendees']) {
      const response = await v1Get(client, `/api/v1/events/${orgA.event.id}${path}`, token)
      response.assertStatus(404)
      assert.equal(response.body().code, 'EVENT_NOT_FOUND')
    }
    const put = await client.put(`/api/v1/events/${orgA.event.id}`).bearerToken(token).json({ title: 'Overgenomen' })
    put.assertStatus(404)
    assert.equal((await Event.findOrFail(orgA.event.id)).title, orgA.event.title)
    const checkIn = await v1Post(client, '/api/v1/check-ins', token, { eventId: orgA.event.id, qrCode: 'X', nonce: newNonce() })
    checkIn.assertStatus(404)
    const list = await v1Get(client, '/api/v1/events', token)
    assert.deepEqual(
      list.body().data.map((event: { id: number }) => event.id),
      [orgB.event.id]
    )
  })

  test('lastUsedAt is set on use and written at most once a minute', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const { token, row } = await apiTokenOf(organizer)
    assert.isNull((await ApiToken.findOrFail(row.id)).lastUsedAt)
    await v1Get(client, '/api/v1/events', token)
    const first = (await ApiToken.findOrFail(row.id)).lastUsedAt!
    assert.isNotNull(first)
    const recent = DateTime.now().minus({ seconds: 30 })
    await ApiToken.query().where('id', row.id).update({ lastUsedAt: recent.toJSDate() })
    await v1Get(client, '/api/v1/events', token)
    assert.equal((await ApiToken.findOrFail(row.id)).lastUsedAt!.toMillis(), recent.toMillis())
    const old = DateTime.now().minus({ minutes: 2 })
    await ApiToken.query().where('id', row.id).update({ lastUsedAt: old.toJSDate() })
    await v1Get(client, '/api/v1/events', token)
    assert.isAbove((await ApiToken.findOrFail(row.id)).lastUsedAt!.toMillis(), old.toMillis())
  })
})

test.group('/api/v1: rate limit per token', (group) => {
  group.each.setup(() => clearRateLimits())

  test('RateLimit-* headers on every answer; past the limit a 429 with Retry-After; another token has its own budget', async ({
    client,
    assert,
  }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const { token } = await apiTokenOf(organizer)
    const first = await v1Get(client, '/api/v1/events', token)
    first.assertStatus(200)
    assert.equal(first.header('ratelimit-limit'), String(API_RATE_LIMIT.requests))
    assert.equal(first.header('ratelimit-remaining'), String(API_RATE_LIMIT.requests - 1))
    const reset = Number(first.header('ratelimit-reset'))
    assert.isAtLeast(reset, 1)
    assert.isAtMost(reset, API_RATE_LIMIT.windowSeconds)
    // A refused call (a 404) counts and carries the headers too.
    const missing = await v1Get(client, '/api/v1/events/999999', token)
    missing.assertStatus(404)
    assert.equal(missing.header('ratelimit-remaining'), String(API_RATE_LIMIT.requests - 2))

    for (let index = 2; index < API_RATE_LIMIT.requests; index++) {
      ;(await v1Get(client, '/api/v1/events', token, { limit: 1 })).assertStatus(200)
    }
    const over = await v1Get(client, '/api/v1/events', token)
    over.assertStatus(429)
    assert.equal(over.body().success, false)
    assert.equal(over.header('ratelimit-remaining'), '0')
    assert.isAtLeast(Number(over.header('retry-after')), 1)
    assert.isAtMost(Number(over.header('retry-after')), API_RATE_LIMIT.windowSeconds)

    const { token: other } = await apiTokenOf(organizer)
    const fresh = await v1Get(client, '/api/v1/events', other)
    fresh.assertStatus(200)
    assert.equal(fresh.header('ratelimit-remaining'), String(API_RATE_LIMIT.requests - 1))
  })
})

test.group('/api/v1: lists', (group) => {
  group.each.setup(() => clearRateLimits())

  test('cursor pages cover every event once, in order, and end with nextCursor null', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const ids: number[] = []
    for (let index = 0; index < 7; index++) ids.push((await makeEvent({ organizerId: organizer.id, isPublished: index % 2 === 0 })).id)
    const { token } = await apiTokenOf(organizer, ['events:read'])
    const seen: number[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const response = await v1Get(client, '/api/v1/events', token, cursor ? { limit: 3, cursor } : { limit: 3 })
      response.assertStatus(200)
      const body = response.body()
      assert.isAtMost(body.data.length, 3)
      seen.push(...body.data.map((event: { id: number }) => event.id))
      cursor = body.nextCursor
      pages++
    } while (cursor && pages < 10)
    assert.equal(pages, 3)
    assert.deepEqual(seen, ids)
  })

  test('a cursor this API never issued, or a limit above the maximum, is a 422', async ({ client, assert }) => {
    const { token } = await apiTokenOf(await createAccount({ role: 'organizer' }))
    const bad = await v1Get(client, '/api/v1/events', token, { cursor: 'bm90LWEtY3Vyc29y' })
    bad.assertStatus(422)
    assert.property(bad.body().errors, 'cursor')
    ;(await v1Get(client, '/api/v1/events', token, { limit: API_PAGE_MAX + 1 })).assertStatus(422)
    ;(await v1Get(client, '/api/v1/events', token, { updatedSince: 'gisteren' })).assertStatus(422)
  })

  test('updatedSince keeps only rows changed at or after the instant', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const old = await makeEvent({ organizerId: organizer.id })
    const recent = await makeEvent({ organizerId: organizer.id })
    await Event.query()
      .where('id', old.id)
      .update({ updatedAt: DateTime.now().minus({ days: 3 }).toJSDate() })
    const { token } = await apiTokenOf(organizer)
    const since = DateTime.now().minus({ days: 1 }).toUTC().toISO()!
    const response = await v1Get(client, '/api/v1/events', token, { updatedSince: since })
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((event: { id: number }) => event.id),
      [recent.id]
    )
    const all = await v1Get(client, '/api/v1/events', token)
    assert.lengthOf(all.body().data, 2)
  })

  test('an event’s ticket types, orders and attendees', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 2, buyerName: 'Ravi Jhinkoe' })
    const tickets = await Ticket.query().where('order_id', order.id).orderBy('id')
    const { token } = await apiTokenOf(org.user, ['events:read', 'orders:read'])

    const types = await v1Get(client, `/api/v1/events/${org.event.id}/ticket-types`, token)
    types.assertStatus(200)
    assert.deepEqual(
      types.body().data.map((type: { id: number }) => type.id),
      [org.free.id, org.paid.id]
    )
    const orders = await v1Get(client, `/api/v1/events/${org.event.id}/orders`, token)
    orders.assertStatus(200)
    assert.lengthOf(orders.body().data, 1)
    assert.deepInclude(orders.body().data[0], { id: order.id, orderNumber: order.orderNumber, status: 'paid', buyerName: 'Ravi Jhinkoe' })
    const attendees = await v1Get(client, `/api/v1/events/${org.event.id}/attendees`, token, { limit: 1 })
    attendees.assertStatus(200)
    assert.deepInclude(attendees.body().data[0], { id: tickets[0].id, orderId: order.id, qrCode: tickets[0].qrCode, isCheckedIn: false })
    const next = await v1Get(client, `/api/v1/events/${org.event.id}/attendees`, token, { limit: 1, cursor: attendees.body().nextCursor })
    assert.equal(next.body().data[0].id, tickets[1].id)
    assert.isNull(next.body().nextCursor)
  })
})

test.group('/api/v1: writes reuse the back office’s and the door’s services', (group) => {
  group.each.setup(() => clearRateLimits())

  test('events:write creates a draft and updates it with the back office’s validator', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const { token } = await apiTokenOf(organizer, ['events:write', 'events:read'])
    const created = await v1Post(client, '/api/v1/events', token, { title: 'Jazz aan de Waterkant' })
    created.assertStatus(201)
    assert.deepInclude(created.body().data, { title: 'Jazz aan de Waterkant', status: 'draft' })
    const id = created.body().data.id
    assert.equal((await Event.findOrFail(id)).organizerId, organizer.id)

    const updated = await client.put(`/api/v1/events/${id}`).bearerToken(token).json({ title: 'Jazz aan de Waterkant 2027' })
    updated.assertStatus(200)
    assert.equal(updated.body().data.title, 'Jazz aan de Waterkant 2027')
    const invalid = await client.put(`/api/v1/events/${id}`).bearerToken(token).json({ title: 'X' })
    invalid.assertStatus(422)
    assert.property(invalid.body().errors, 'title')
  })

  test('a check-in twice: valid, then the door’s already_checked_in; the same nonce again is its first answer', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 1 })
    const [ticket] = await Ticket.query().where('order_id', order.id)
    const { token } = await apiTokenOf(org.user, ['checkins:write'])
    const nonce = newNonce()
    const first = await v1Post(client, '/api/v1/check-ins', token, { eventId: org.event.id, qrCode: ticket.qrCode, nonce })
    first.assertStatus(200)
    assert.equal(first.body().data.status, 'valid')
    const retried = await v1Post(client, '/api/v1/check-ins', token, { eventId: org.event.id, qrCode: ticket.qrCode, nonce })
    assert.equal(retried.body().data.status, 'valid')
    const second = await v1Post(client, '/api/v1/check-ins', token, { eventId: org.event.id, qrCode: ticket.qrCode, nonce: newNonce() })
    second.assertStatus(200)
    assert.equal(second.body().data.status, 'already_checked_in')
    await ticket.refresh()
    assert.isTrue(ticket.isCheckedIn)
    assert.equal(ticket.checkedInBy, org.user.id)
  })
})
