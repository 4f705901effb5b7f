/*
 * What lands in a person's own activity (user_activity_logs) besides their sign-ins: the sign-in that registering is,
 * and what an admin did to the account (deactivated, reactivated, role changed), with the admin's id. A refused
 * change writes no line.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { uniqueEmail } from '#tests/helpers/accounts'

interface Line {
  action: string
  metadata: Record<string, unknown>
}

async function linesOf(userId: number): Promise<Line[]> {
  return db.from('user_activity_logs').where('user_id', userId).orderBy('id').select('action', 'metadata')
}

async function admin(overrides: Partial<User> = {}) {
  const user = await makeUser({ role: 'admin', firstName: 'Ada', lastName: 'Beheer', ...overrides })
  return { user, token: await freshToken(user) }
}

test.group('Account activity: what an admin did', (group) => {
  rollbackEachTest(group)

  test('deactivated and reactivated by an admin: a line each with the admin’s id, shown in the person’s list', async ({
    client,
    assert,
  }) => {
    const { user: actor, token } = await admin()
    const person = await makeUser({ role: 'user' })
    ;(await client.post(`/api/admin/users/${person.id}/deactivate`).bearerToken(token).json({ reason: 'Misbruik' })).assertStatus(200)
    // Deactivating again changes nothing and writes nothing.
    ;(await client.post(`/api/admin/users/${person.id}/deactivate`).bearerToken(token).json({})).assertStatus(200)
    ;(await client.post(`/api/admin/users/${person.id}/reactivate`).bearerToken(token).json({})).assertStatus(200)
    assert.deepEqual(await linesOf(person.id), [
      { action: 'deactivated_by_admin', metadata: { byUserId: actor.id } },
      { action: 'reactivated_by_admin', metadata: { byUserId: actor.id } },
    ])
    const shown = await client.get(`/api/admin/users/${person.id}/activity`).bearerToken(token)
    shown.assertStatus(200)
    assert.deepEqual(
      shown.body().data.map((line: { action: string }) => line.action),
      ['reactivated_by_admin', 'deactivated_by_admin']
    )
  })

  test('a new role: role_changed with the old and new role; a name change alone writes no line', async ({ client, assert }) => {
    const { user: actor, token } = await admin()
    const person = await makeUser({ role: 'user' })
    ;(await client.put(`/api/admin/users/${person.id}`).bearerToken(token).json({ firstName: 'Nieuw' })).assertStatus(200)
    ;(await client.put(`/api/admin/users/${person.id}`).bearerToken(token).json({ role: 'admin', isSubAdmin: true })).assertStatus(200)
    assert.deepEqual(await linesOf(person.id), [
      { action: 'role_changed', metadata: { byUserId: actor.id, from: 'user', to: 'sub_admin' } },
    ])
  })

  test('a refused deactivation (a sub-admin and a full admin) writes no line', async ({ client, assert }) => {
    const { token } = await admin({ isSubAdmin: true })
    const { user: full } = await admin()
    const refused = await client.post(`/api/admin/users/${full.id}/deactivate`).bearerToken(token).json({})
    assert.isAtLeast(refused.status(), 400)
    assert.isBelow(refused.status(), 500)
    assert.deepEqual(await linesOf(full.id), [])
  })
})

test.group('Account activity: registering', (group) => {
  rollbackEachTest(group)

  test('registering signs the person in: a signed_in line with the method', async ({ client, assert }) => {
    const response = await client.post('/api/auth/register').json({
      email: uniqueEmail('nieuw'),
      password: 'Sterk-wachtwoord-1',
      firstName: 'Anna',
      lastName: 'Vrede',
      acceptTerms: true,
    })
    response.assertStatus(201)
    const lines = await linesOf(response.body().user.id)
    assert.deepEqual(lines, [{ action: 'signed_in', metadata: { method: 'email_password', registered: true } }])
    const own = await client.get('/api/users/me/activity').bearerToken(response.body().token)
    own.assertStatus(200)
    assert.containsSubset(own.body().data, [{ action: 'signed_in', method: 'email_password' }])
  })
})
