import { test } from '@japa/runner'
import type User from '#models/user'
import { makeEvent, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'

const list = async (client: any, user: User, qs: Record<string, unknown> = {}) =>
  client
    .get('/api/events')
    .qs({ perPage: 100, ...qs })
    .bearerToken(await freshToken(user))

const ids = (response: { body(): { data: { id: number }[] } }) => response.body().data.map((event) => event.id)

test.group('GET /api/events: the caller’s events (SPEC §7 refresh path)', (group) => {
  rollbackEachTest(group)

  test('an organizer gets their own events, drafts included, in the shape of /api/events/organizer/{id}', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const other = await makeUser({ role: 'organizer' })
    const published = await makeEvent({ organizerId: organizer.id })
    const draft = await makeEvent({ organizerId: organizer.id, isPublished: false })
    await makeEvent({ organizerId: other.id })

    const response = await list(client, organizer)
    response.assertStatus(200)
    assert.sameMembers(ids(response), [published.id, draft.id])
    assert.equal(response.body().total, 2)
    // The same records as the organizer's own list; this list also names whose event each is.
    const own = await client.get(`/api/events/organizer/${organizer.id}`).bearerToken(await freshToken(organizer))
    const byId = new Map(own.body().data.map((event: { id: number }) => [event.id, event]))
    for (const event of response.body().data) {
      const { organizerName, ...fields } = event
      assert.deepEqual(fields, byId.get(event.id))
      assert.equal(organizerName, 'Test Organisator')
    }
    // Asking for another organizer's events changes nothing: the list is the caller's.
    assert.sameMembers(ids(await list(client, organizer, { filter: JSON.stringify({ organizerId: other.id }) })), [published.id, draft.id])
  })

  test('a manager gets their organizer’s events; a manager of another organizer does not', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const event = await makeEvent({ organizerId: organizer.id })
    const manager = await makeUser({ role: 'manager', managerForOrganizerId: organizer.id })
    const otherManager = await makeUser({ role: 'manager', managerForOrganizerId: (await makeUser({ role: 'organizer' })).id })
    assert.deepEqual(ids(await list(client, manager)), [event.id])
    const theirs = await list(client, otherManager)
    theirs.assertStatus(200)
    assert.deepEqual(ids(theirs), [])
    // A manager who works for nobody has no events to list.
    ;(await list(client, await makeUser({ role: 'manager' }))).assertStatus(403)
  })

  test('an admin gets every organizer’s events', async ({ client, assert }) => {
    const a = await makeEvent()
    const b = await makeEvent({ isPublished: false })
    const response = await list(client, await makeUser({ role: 'admin' }), { sort: 'createdAt', order: 'DESC' })
    response.assertStatus(200)
    assert.includeMembers(ids(response), [a.id, b.id])
  })

  test('everyone else is refused: 401 without a session, 403 for other roles', async ({ client }) => {
    ;(await client.get('/api/events')).assertStatus(401)
    for (const role of ['user', 'agent', 'venue_operator', 'loket_medewerker', 'scanner'] as const) {
      ;(await list(client, await makeUser({ role }))).assertStatus(403)
    }
  })

  test('bad list input is a 422, never a 500', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    for (const qs of [{ perPage: 1000 }, { page: 0 }, { sort: 'password' }, { filter: JSON.stringify({ status: 'bogus' }) }]) {
      const response = await list(client, organizer, qs)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.equal(response.body().code, 'VALIDATION_ERROR')
    }
  })
})
