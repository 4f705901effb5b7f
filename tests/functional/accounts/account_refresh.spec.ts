/*
 * SPEC §7's refresh paths of accounts: GET /api/users (the admins' users list) and GET /api/users/{id}/details
 * (one's own account, or any account for an admin), beside the public organizer profile at GET /api/users/{id}.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken } from '#tests/helpers/routes'
import { rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

async function get(client: ApiClient, who: User | null, url: string, qs: Record<string, unknown> = {}) {
  const request = client.get(url).qs(qs)
  return who ? request.bearerToken(await freshToken(who)) : request
}

test.group('GET /api/users: every account, for admins (SPEC §7 refresh path)', (group) => {
  rollbackEachTest(group)

  test('answers what /api/admin/users answers, with its search, filters and pagination', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin' })
    const tag = `Rf${Date.now().toString(36)}`
    const ravi = await createAccount({ role: 'organizer', firstName: 'Ravi', lastName: tag })
    const gone = await createAccount({ firstName: 'Weg', lastName: tag, deactivatedAt: DateTime.now() })
    const queries = [
      { filter: JSON.stringify({ q: tag }), perPage: 100 },
      { filter: JSON.stringify({ q: tag, role: 'organizer' }) },
      { filter: JSON.stringify({ q: tag, status: 'deactivated' }) },
      { filter: JSON.stringify({ q: tag }), perPage: 1, page: 2, sort: 'createdAt', order: 'ASC' },
    ]
    const answers: number[][] = []
    for (const qs of queries) {
      const response = await get(client, admin, '/api/users', qs)
      response.assertStatus(200)
      assert.deepEqual(response.body(), (await get(client, admin, '/api/admin/users', qs)).body())
      answers.push(response.body().data.map((row: { id: number }) => row.id))
    }
    assert.sameMembers(answers[0], [ravi.id, gone.id])
    assert.deepEqual(answers.slice(1), [[ravi.id], [gone.id], [gone.id]])
    const row = (await get(client, admin, '/api/users', queries[1])).body().data[0]
    assert.include(row, { id: ravi.id, role: 'organizer', isActive: true })
    assert.notProperty(row, 'password')
  })

  test('a sub-admin reads it too; every other role is 403, a visitor 401', async ({ client }) => {
    ;(await get(client, await createAccount({ role: 'admin', isSubAdmin: true }), '/api/users')).assertStatus(200)
    ;(await get(client, null, '/api/users')).assertStatus(401)
    for (const role of ['user', 'organizer', 'manager', 'agent', 'venue_operator'] as const) {
      ;(await get(client, await createAccount({ role }), '/api/users')).assertStatus(403)
    }
  })

  test('bad list input is a 422', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin' })
    for (const qs of [{ perPage: 1000 }, { sort: 'password' }, { filter: JSON.stringify({ status: 'weg' }) }]) {
      const response = await get(client, admin, '/api/users', qs)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.equal(response.body().code, 'VALIDATION_ERROR')
    }
  })
})

test.group('GET /api/users/{id}/details: one’s own account, or any for an admin (SPEC §7 refresh path)', (group) => {
  rollbackEachTest(group)

  test('the person themselves gets the fields of /api/users/me/profile', async ({ client, assert }) => {
    const buyer = await createAccount({ cityTown: 'Lelydorp', district: 'wanica' })
    const response = await get(client, buyer, `/api/users/${buyer.id}/details`)
    response.assertStatus(200)
    assert.deepEqual(response.body(), (await get(client, buyer, '/api/users/me/profile')).body())
    assert.include(response.body().data, { id: buyer.id, email: buyer.email, role: 'user', cityTown: 'Lelydorp' })
    assert.notProperty(response.body().data, 'isActive')
    assert.notProperty(response.body().data, 'password')
  })

  test('an admin gets any account with its role and status; an unknown id is a 404', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin' })
    const organizer = await createAccount({ role: 'organizer', organizationName: 'Kaseko NV' })
    const gone = await createAccount({ deactivatedAt: DateTime.now() })
    const response = await get(client, admin, `/api/users/${organizer.id}/details`)
    response.assertStatus(200)
    const profile = (await get(client, organizer, '/api/users/me/profile')).body().data
    assert.deepEqual(response.body().data, { ...profile, isActive: true, deactivatedAt: null })
    const deactivated = (await get(client, admin, `/api/users/${gone.id}/details`)).body().data
    assert.include(deactivated, { id: gone.id, role: 'user', isActive: false })
    assert.isString(deactivated.deactivatedAt)
    const subAdmin = await createAccount({ role: 'admin', isSubAdmin: true })
    assert.equal((await get(client, subAdmin, `/api/users/${organizer.id}/details`)).body().data.isActive, true)
    const unknown = await get(client, admin, '/api/users/2147483000/details')
    unknown.assertStatus(404)
    assert.equal(unknown.body().message, 'Gebruiker niet gevonden')
  })

  test('anyone else’s account is a 404, the same as an id that is nobody’s; a visitor gets 401', async ({ client, assert }) => {
    const owner = await createAccount({ role: 'organizer' })
    for (const role of ['user', 'organizer', 'manager', 'agent', 'venue_operator', 'scanner'] as const) {
      const other = await createAccount({ role, managerForOrganizerId: role === 'manager' ? owner.id : null })
      const theirs = await get(client, other, `/api/users/${owner.id}/details`)
      const nobody = await get(client, other, '/api/users/2147483000/details')
      theirs.assertStatus(404)
      assert.deepEqual(theirs.body(), nobody.body(), role)
    }
    ;(await get(client, null, `/api/users/${owner.id}/details`)).assertStatus(401)
  })

  test('a bad id is a 404; the public organizer profile at /api/users/{id} still answers', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer', organizationName: 'Publiek NV' })
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999']) {
      ;(await get(client, organizer, `/api/users/${id}/details`)).assertStatus(404)
    }
    const profile = await get(client, null, `/api/users/${organizer.id}`)
    profile.assertStatus(200)
    assert.include(profile.body().data, { id: organizer.id, name: 'Publiek NV' })
    assert.notProperty(profile.body().data, 'email')
  })
})
