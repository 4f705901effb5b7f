import { test } from '@japa/runner'
import { makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { person } from '#tests/functional/venues/venue_helpers'

const ids = (body: { data: { id: number }[] }) => body.data.map((venue) => venue.id)

test.group('GET /api/venues: the caller’s venues (SPEC §7 refresh path)', (group) => {
  rollbackEachTest(group)

  test('an operator gets their own venues, as /api/venues/owner/{id} lists them; never another operator’s', async ({ client, assert }) => {
    const operatorA = await person('venue_operator')
    const operatorB = await person('venue_owner')
    const pending = await makeVenue({ ownerId: operatorA.user.id, isApproved: false, name: 'Zaal A wacht' })
    const approved = await makeVenue({ ownerId: operatorA.user.id, name: 'Zaal A open' })
    const theirs = await makeVenue({ ownerId: operatorB.user.id, name: 'Zaal B' })

    const response = await client.get('/api/venues').bearerToken(operatorA.token)
    response.assertStatus(200)
    assert.sameMembers(ids(response.body()), [pending.id, approved.id])
    assert.equal(response.body().total, 2)
    const owner = await client.get(`/api/venues/owner/${operatorA.user.id}`).bearerToken(operatorA.token)
    assert.deepEqual(response.body(), owner.body())

    const b = await client.get('/api/venues').bearerToken(operatorB.token)
    b.assertStatus(200)
    assert.deepEqual(ids(b.body()), [theirs.id])
  })

  test('an admin and a sub-admin get every operator’s venues, as the admins’ list answers', async ({ client, assert }) => {
    const admin = await person('admin')
    const subAdmin = await person('admin', { isSubAdmin: true })
    const one = await makeVenue()
    const other = await makeVenue()
    for (const who of [admin, subAdmin]) {
      const response = await client.get('/api/venues').qs({ perPage: 100 }).bearerToken(who.token)
      response.assertStatus(200)
      assert.includeMembers(ids(response.body()), [one.id, other.id])
      const adminList = await client.get('/api/admin/venues').qs({ perPage: 100 }).bearerToken(who.token)
      assert.deepEqual(response.body(), adminList.body())
    }
  })

  test('everyone else is refused: 401 without a session, 403 for other roles', async ({ client }) => {
    await makeVenue()
    ;(await client.get('/api/venues')).assertStatus(401)
    for (const role of ['user', 'organizer', 'manager', 'agent', 'scanner'] as const) {
      const who = await person(role)
      ;(await client.get('/api/venues').bearerToken(who.token)).assertStatus(403)
    }
  })

  test('bad list input is a 422, never a 500', async ({ client, assert }) => {
    const operator = await person('venue_operator')
    for (const qs of [{ perPage: 1000 }, { page: 0 }, { sort: 'password' }, { order: 'SIDEWAYS' }]) {
      const response = await client.get('/api/venues').qs(qs).bearerToken(operator.token)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.equal(response.body().code, 'VALIDATION_ERROR')
    }
  })
})
