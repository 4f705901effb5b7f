import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Event from '#models/event'
import { issueSession } from '#services/accounts/session_service'
import { makeEvent, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { send } from '#tests/helpers/routes'

/* Likes and follows through the real API and database. */

const tokenOf = async (user: User) => (await issueSession(user)).token

const cachedCount = async (table: 'events' | 'venues' | 'users', id: number) => {
  const column = table === 'users' ? 'cached_follower_count' : 'cached_like_count'
  return Number((await db.from(table).where('id', id).select(`${column} AS n`).first()).n)
}
const likeRows = async (type: string, id: number) =>
  Number((await db.from('likes').where({ target_type: type, target_id: id }).count('* as n'))[0].n)

test.group('Likes: like, unlike, counts', (group) => {
  rollbackEachTest(group)

  test('liking twice is one like; the count follows the likes', async ({ client, assert }) => {
    const event = await makeEvent()
    const buyer = await makeUser({ role: 'user' })
    const token = await tokenOf(buyer)
    const first = await client.post('/api/likes').bearerToken(token).json({ targetType: 'event', targetId: event.id })
    first.assertStatus(200)
    assert.deepEqual(first.body(), { success: true, isLiked: true, likeCount: 1 })
    const second = await client
      .post('/api/likes')
      .bearerToken(token)
      .json({ targetType: 'event', targetId: String(event.id) })
    second.assertStatus(200)
    assert.equal(second.body().likeCount, 1)
    assert.equal(await likeRows('event', event.id), 1)
    assert.equal(await cachedCount('events', event.id), 1)
    // The public page reads the cached count.
    assert.equal((await client.get(`/api/events/${event.id}`)).body().data.cachedLikeCount, 1)
  })

  test('unliking lowers the count once and never below 0', async ({ client, assert }) => {
    const venue = await makeVenue()
    const [anna, bram] = [await makeUser({ role: 'user' }), await makeUser({ role: 'user' })]
    await client
      .post('/api/likes')
      .bearerToken(await tokenOf(anna))
      .json({ targetType: 'venue', targetId: venue.id })
    const annaToken = await tokenOf(anna)
    const unliked = await client.delete(`/api/likes/venue/${venue.id}`).bearerToken(annaToken)
    unliked.assertStatus(200)
    assert.deepEqual(unliked.body(), { success: true, isLiked: false, likeCount: 0 })
    // Again, and by someone who never liked it: nothing moves.
    assert.equal((await client.delete(`/api/likes/venue/${venue.id}`).bearerToken(annaToken)).body().likeCount, 0)
    assert.equal((await client.delete(`/api/likes/venue/${venue.id}`).bearerToken(await tokenOf(bram))).body().likeCount, 0)
    assert.equal(await cachedCount('venues', venue.id), 0)
    // A count that drifted to 0 while a like still exists stays at 0 when that like goes.
    await client.post('/api/likes').bearerToken(annaToken).json({ targetType: 'venue', targetId: venue.id })
    await db.from('venues').where('id', venue.id).update({ cached_like_count: 0 })
    assert.equal((await client.delete(`/api/likes/venue/${venue.id}`).bearerToken(annaToken)).body().likeCount, 0)
    assert.equal(await cachedCount('venues', venue.id), 0)
    // And the database itself refuses a negative count.
    await assert.rejects(() => db.from('venues').where('id', venue.id).update({ cached_like_count: -1 }))
  })

  test('following an organizer counts in their followers and statistics', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer', organizationName: 'Kaseko Events' })
    const fan = await makeUser({ role: 'user' })
    const liked = await client
      .post('/api/likes')
      .bearerToken(await tokenOf(fan))
      .json({ targetType: 'organizer', targetId: organizer.id })
    assert.equal(liked.body().likeCount, 1)
    assert.equal(await cachedCount('users', organizer.id), 1)
    const profile = (await client.get(`/api/users/${organizer.id}`)).body().data
    assert.equal(profile.followerCount, 1)
  })

  test('only public targets can be liked; unknown ones are the page’s not-found message', async ({ client, assert }) => {
    const token = await tokenOf(await makeUser({ role: 'user' }))
    const draft = await makeEvent({ isPublished: false })
    const hidden = await makeVenue({ isApproved: false })
    const buyer = await makeUser({ role: 'user' })
    const cases: [string, number, number, string][] = [
      ['event', draft.id, 404, 'Event niet gevonden'],
      ['venue', hidden.id, 404, 'Venue niet gevonden'],
      ['organizer', buyer.id, 404, 'Organisator niet gevonden'],
      ['event', 2_000_000_000, 404, 'Event niet gevonden'],
    ]
    for (const [targetType, targetId, status, message] of cases) {
      const response = await client.post('/api/likes').bearerToken(token).json({ targetType, targetId })
      assert.equal(response.status(), status, `${targetType} ${targetId}`)
      assert.equal(response.body().message, message)
    }
    assert.equal(await likeRows('event', draft.id), 0)
  })
})

test.group('Likes: input and access', (group) => {
  rollbackEachTest(group)

  test('a bad targetType or targetId is a 422 with the message, never a 500', async ({ client, assert }) => {
    const token = await tokenOf(await makeUser({ role: 'user' }))
    const bodies: unknown[] = [
      { targetType: 'ticket', targetId: 1 },
      { targetType: 'event', targetId: 'abc' },
      { targetType: 'event', targetId: -1 },
      { targetType: 'event', targetId: 99_999_999_999 },
      { targetType: ['event'], targetId: 1 },
      {},
    ]
    for (const body of bodies) {
      const response = await client.post('/api/likes').bearerToken(token).json(body)
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.isFalse(response.body().success)
    }
    const badType = await client.post('/api/likes').bearerToken(token).json({ targetType: 'ticket', targetId: 1 })
    assert.include(JSON.stringify(badType.body()), 'Ongeldig type: kies event, venue of organizer')
    const badId = await client.post('/api/likes').bearerToken(token).json({ targetType: 'event', targetId: 'abc' })
    assert.include(JSON.stringify(badId.body()), 'Ongeldig id')
    for (const path of ['/api/likes/ticket/1', '/api/likes/event/abc', '/api/likes/event/0']) {
      assert.equal((await client.delete(path).bearerToken(token)).status(), 422, path)
    }
    for (const query of [
      'targetType=ticket&ids=1',
      'targetType=event&ids=1,x',
      'targetType=event',
      'ids=1',
      'targets=event:1,ticket:2',
      'targets=event',
    ]) {
      assert.equal((await client.get(`/api/likes/status?${query}`).bearerToken(token)).status(), 422, query)
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => `event:${i + 1}`).join(',')
    assert.equal((await client.get(`/api/likes/status?targets=${tooMany}`).bearerToken(token)).status(), 422)
  })

  test('signed out: 401 on every like route', async ({ client, assert }) => {
    const event = await makeEvent()
    assert.equal((await client.post('/api/likes').json({ targetType: 'event', targetId: event.id })).status(), 401)
    assert.equal((await client.delete(`/api/likes/event/${event.id}`)).status(), 401)
    assert.equal((await client.get(`/api/likes/status?targetType=event&ids=${event.id}`)).status(), 401)
    assert.equal((await client.get('/api/favorites')).status(), 401)
    assert.equal(await likeRows('event', event.id), 0)
  })

  test('following one’s own venue or oneself is refused (SPEC §6); one’s own event may be liked', async ({ client, assert }) => {
    const operator = await makeUser({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: operator.id })
    const own = await client
      .post('/api/likes')
      .bearerToken(await tokenOf(operator))
      .json({ targetType: 'venue', targetId: venue.id })
    own.assertStatus(403)
    assert.equal(own.body().message, 'Je kunt je eigen venue niet volgen.')
    const organizer = await makeUser({ role: 'organizer' })
    const organizerToken = await tokenOf(organizer)
    const self = await client.post('/api/likes').bearerToken(organizerToken).json({ targetType: 'organizer', targetId: organizer.id })
    self.assertStatus(403)
    assert.equal(self.body().message, 'Je kunt jezelf niet volgen.')
    assert.equal(await likeRows('venue', venue.id), 0)
    assert.equal(await likeRows('organizer', organizer.id), 0)
    const event = await makeEvent({ organizerId: organizer.id })
    assert.equal(
      (await client.post('/api/likes').bearerToken(organizerToken).json({ targetType: 'event', targetId: event.id })).status(),
      200
    )
  })

  test('status and favorites show only the caller’s own likes', async ({ client, assert }) => {
    const operator = await makeUser({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: operator.id, name: 'Theater Thalia' })
    const [liked, other] = [await makeEvent({ title: 'Kaseko Nacht' }), await makeEvent()]
    const hidden = await makeEvent({ title: 'Later verborgen' })
    const organizer = await makeUser({ role: 'organizer', organizationName: 'Kaseko Events' })
    const anna = await makeUser({ role: 'user' })
    const bram = await makeUser({ role: 'user' })
    const annaToken = await tokenOf(anna)
    for (const [targetType, targetId] of [
      ['event', liked.id],
      ['venue', venue.id],
      ['organizer', organizer.id],
      ['event', hidden.id],
    ] as const) {
      ;(await client.post('/api/likes').bearerToken(annaToken).json({ targetType, targetId })).assertStatus(200)
    }
    ;(
      await client
        .post('/api/likes')
        .bearerToken(await tokenOf(bram))
        .json({ targetType: 'event', targetId: other.id })
    ).assertStatus(200)
    await Event.query().where('id', hidden.id).update({ isPublished: false })

    const status = await client.get(`/api/likes/status?targetType=event&ids=${liked.id},${other.id}`).bearerToken(annaToken)
    status.assertStatus(200)
    assert.deepEqual(status.body().statuses, [
      { targetType: 'event', targetId: liked.id, isLiked: true, likeCount: 1, isOwn: false },
      { targetType: 'event', targetId: other.id, isLiked: false, likeCount: 1, isOwn: false },
    ])
    const mixed = await client
      .get(`/api/likes/status?targets=venue:${venue.id},organizer:${organizer.id}`)
      .bearerToken(await tokenOf(operator))
    assert.deepEqual(
      mixed
        .body()
        .statuses.map((s: { targetType: string; isLiked: boolean; likeCount: number; isOwn: boolean }) => [
          s.targetType,
          s.isLiked,
          s.likeCount,
          s.isOwn,
        ]),
      [
        ['venue', false, 1, true],
        ['organizer', false, 1, false],
      ]
    )

    const favorites = await client.get('/api/favorites').bearerToken(annaToken)
    favorites.assertStatus(200)
    assert.sameMembers(
      favorites.body().data.map((f: { targetType: string; targetId: number; name: string }) => `${f.targetType}:${f.targetId}:${f.name}`),
      [`event:${liked.id}:Kaseko Nacht`, `venue:${venue.id}:Theater Thalia`, `organizer:${organizer.id}:Kaseko Events`]
    )
    assert.deepEqual(
      (await client.get('/api/favorites').bearerToken(await tokenOf(bram))).body().data.map((f: { targetId: number }) => f.targetId),
      [other.id]
    )
  })
})

/* Outside a rolled-back transaction: requests racing on separate connections, as two taps of a phone would. */
test.group('Likes: concurrent requests', () => {
  test('ten concurrent likes by one person count once; ten concurrent unlikes leave 0', async ({ assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const event = await makeEvent({ organizerId: organizer.id })
    const buyer = await makeUser({ role: 'user' })
    try {
      const token = await tokenOf(buyer)
      const likes = await Promise.all(
        Array.from({ length: 10 }, () => send('/api/likes', { method: 'POST', token, json: { targetType: 'event', targetId: event.id } }))
      )
      assert.deepEqual([...new Set(likes.map((r) => r.status))], [200])
      assert.equal(await likeRows('event', event.id), 1)
      assert.equal(await cachedCount('events', event.id), 1)
      const unlikes = await Promise.all(Array.from({ length: 10 }, () => send(`/api/likes/event/${event.id}`, { method: 'DELETE', token })))
      assert.deepEqual([...new Set(unlikes.map((r) => r.status))], [200])
      assert.equal(await likeRows('event', event.id), 0)
      assert.equal(await cachedCount('events', event.id), 0)
    } finally {
      await db.from('likes').where('user_id', buyer.id).delete()
      await Event.query().where('id', event.id).delete()
      await db.from('users').whereIn('id', [organizer.id, buyer.id]).delete()
    }
  })

  test('eight people liking one event at the same moment: eight likes, count 8, no deadlock', async ({ assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const event = await makeEvent({ organizerId: organizer.id })
    const fans = await Promise.all(Array.from({ length: 8 }, () => makeUser({ role: 'user' })))
    try {
      const tokens = await Promise.all(fans.map(tokenOf))
      const answers = await Promise.all(
        tokens.map((token) => send('/api/likes', { method: 'POST', token, json: { targetType: 'event', targetId: event.id } }))
      )
      assert.deepEqual([...new Set(answers.map((r) => r.status))], [200])
      assert.equal(await likeRows('event', event.id), 8)
      assert.equal(await cachedCount('events', event.id), 8)
      const unlikes = await Promise.all(tokens.map((token) => send(`/api/likes/event/${event.id}`, { method: 'DELETE', token })))
      assert.deepEqual([...new Set(unlikes.map((r) => r.status))], [200])
      assert.equal(await cachedCount('events', event.id), 0)
    } finally {
      await db.from('likes').where('target_type', 'event').where('target_id', event.id).delete()
      await Event.query().where('id', event.id).delete()
      await db
        .from('users')
        .whereIn('id', [organizer.id, ...fans.map((fan) => fan.id)])
        .delete()
    }
  })
})
