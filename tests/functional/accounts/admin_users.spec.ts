/*
 * The admin's users through the API. Search, detail, role changes with their audit trace, deactivation
 * ending every session at once, reactivation, the organizer's verified badge on the public page, new admins invited
 * by e-mail, and what a sub-admin, an admin on their own account and the last full admin may not do (refused: 403 or
 * 409, nothing changed, no audit row). docs/administration.md, "Admins and sub-admins".
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import AuditChange from '#models/audit_change'
import { ADMIN_USER_MESSAGES } from '#exceptions/domain_texts'
import { updateUser } from '#services/accounts/admin_users_service'
import { createAccount, clearRateLimits, tokenFor, uniqueEmail, uniquePhone, TEST_PASSWORD } from '#tests/helpers/accounts'
import { freshToken } from '#tests/helpers/routes'
import { deliverOutboxInline, outboxMessagesTo } from '#tests/helpers/outbox'
import { startTestMailSink } from '#tests/helpers/smtp_sink'
import { makeEvent, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

interface Actor {
  user: User
  token: string
}

async function actor(overrides: Partial<User> = {}): Promise<Actor> {
  const user = await createAccount({ role: 'admin', ...overrides })
  return { user, token: await freshToken(user) }
}

const call = (client: ApiClient, who: Actor, method: 'get' | 'post' | 'put', url: string, body?: object) => {
  const request = (method === 'get' ? client.get(url) : method === 'post' ? client.post(url) : client.put(url)).bearerToken(who.token)
  return body ? request.json(body as never) : request
}

function list(client: ApiClient, who: Actor, filter: Record<string, unknown>, extra: Record<string, string> = {}) {
  return call(client, who, 'get', '/api/admin/users').qs({ filter: JSON.stringify(filter), perPage: '100', ...extra })
}

const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id)

function auditRows(entityId: number) {
  return AuditChange.query().where('entity_type', 'user').where('entity_id', entityId).orderBy('id', 'asc')
}

test.group('Admin users: search, filters and detail', (group) => {
  rollbackEachTest(group)

  test('search by part of a name, an e-mail or a phone typed with spaces; filter by role and status', async ({ client, assert }) => {
    const admin = await actor()
    const tag = `Zq${Date.now().toString(36)}`
    const phone = uniquePhone()
    const anna = await createAccount({ firstName: 'Anna', lastName: `${tag}jansen`, phone })
    const ravi = await createAccount({
      role: 'organizer',
      firstName: 'Ravi',
      lastName: tag,
      email: uniqueEmail(`ravi${tag}`.toLowerCase()),
    })
    const gone = await createAccount({ firstName: tag, lastName: 'Weg', deactivatedAt: DateTime.now() })

    const byName = await list(client, admin, { q: `anna ${tag}` })
    byName.assertStatus(200)
    assert.deepEqual(ids(byName.body()), [anna.id])
    assert.sameMembers(ids((await list(client, admin, { q: tag })).body()), [anna.id, ravi.id, gone.id])
    assert.deepEqual(ids((await list(client, admin, { q: ravi.email.toUpperCase() })).body()), [ravi.id])
    // +5978xxxxxx typed as '8xx xxxx' and as '+597 8xx-xxxx'.
    const local = `${phone.slice(4, 7)} ${phone.slice(7)}`
    assert.deepEqual(ids((await list(client, admin, { q: local })).body()), [anna.id])
    assert.deepEqual(ids((await list(client, admin, { q: `+597 ${phone.slice(4, 7)}-${phone.slice(7)}` })).body()), [anna.id])

    assert.deepEqual(ids((await list(client, admin, { q: tag, role: 'organizer' })).body()), [ravi.id])
    assert.deepEqual(ids((await list(client, admin, { q: tag, status: 'deactivated' })).body()), [gone.id])
    assert.sameMembers(ids((await list(client, admin, { q: tag, status: 'active' })).body()), [anna.id, ravi.id])
    // LIKE's own characters are taken literally.
    assert.deepEqual(ids((await list(client, admin, { q: '%' })).body()), [])

    const sorted = await list(client, admin, { q: tag }, { sort: 'lastName', order: 'ASC' })
    assert.deepEqual(ids(sorted.body()), [gone.id, ravi.id, anna.id]) // Weg, Zq…, Zq…jansen
    assert.equal(sorted.body().total, 3)
    const row = byName.body().data[0]
    assert.include(row, { email: anna.email, role: 'user', isActive: true, isSubAdmin: false, phone })
    assert.notProperty(row, 'password')
  })

  test('bad list input is a 422 per field, never a 500', async ({ client, assert }) => {
    const admin = await actor()
    const badRole = await list(client, admin, { role: 'koning' })
    badRole.assertStatus(422)
    assert.equal(badRole.body().errors.role[0], ADMIN_USER_MESSAGES.role)
    ;(await list(client, admin, { status: 'weg' })).assertStatus(422)
    ;(await call(client, admin, 'get', '/api/admin/users').qs({ sort: 'password' })).assertStatus(422)
  })

  test('detail: profile, employer, counts of events and orders, sessions and last sign-in', async ({ client, assert }) => {
    const admin = await actor()
    const organizer = await createAccount({ role: 'organizer', organizationName: 'Stichting Kaseko' })
    await makeEvent({ organizerId: organizer.id })
    const manager = await createAccount({ role: 'manager', managerForOrganizerId: organizer.id, createdByOrganizerId: organizer.id })
    await tokenFor(client, manager)

    const shown = await call(client, admin, 'get', `/api/admin/users/${manager.id}`)
    shown.assertStatus(200)
    const data = shown.body().data
    assert.deepEqual(data.employer, { id: organizer.id, name: 'Stichting Kaseko', role: 'organizer' })
    assert.equal(data.employerId, organizer.id)
    assert.equal(data.activeSessions, 1)
    assert.isNotNull(data.lastSignInAt)

    const org = (await call(client, admin, 'get', `/api/admin/users/${organizer.id}`)).body().data
    assert.deepInclude(org.counts, { events: 1, teamMembers: 1 })
    assert.equal(org.lastSignInAt, null)
    ;(await call(client, admin, 'get', '/api/admin/users/999999')).assertStatus(404)
  })
})

test.group('Admin users: role, deactivation and the badge', (group) => {
  // Before the test's transaction: the sign-in limiter works outside it and would wait for its deleted rows.
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('a role change names the employer a staff role needs, is audited before → after and ends the sessions', async ({
    client,
    assert,
  }) => {
    const admin = await actor()
    const organizer = await createAccount({ role: 'organizer', organizationName: 'Kwakoe Events' })
    const person = await createAccount()
    const theirToken = await tokenFor(client, person)

    const missing = await call(client, admin, 'put', `/api/admin/users/${person.id}`, { role: 'scanner' })
    missing.assertStatus(422)
    assert.equal(missing.body().errors.employerId[0], ADMIN_USER_MESSAGES.employerRequired.organizer)
    const notAnOrganizer = await call(client, admin, 'put', `/api/admin/users/${person.id}`, { role: 'scanner', employerId: admin.user.id })
    notAnOrganizer.assertStatus(422)
    assert.equal(notAnOrganizer.body().errors.employerId[0], ADMIN_USER_MESSAGES.employerUnknown.organizer)
    assert.lengthOf(await auditRows(person.id), 0)

    const changed = await call(client, admin, 'put', `/api/admin/users/${person.id}`, { role: 'Manager', employerId: organizer.id })
    changed.assertStatus(200)
    assert.include(changed.body().data, { role: 'manager', managerForOrganizerId: organizer.id, createdByOrganizerId: organizer.id })

    const [trace] = await auditRows(person.id)
    assert.equal(trace.action, 'role')
    assert.equal(trace.userId, admin.user.id)
    assert.deepEqual(trace.oldValues, { role: 'user', managerForOrganizerId: null, createdByOrganizerId: null })
    assert.deepEqual(trace.newValues, { role: 'manager', managerForOrganizerId: organizer.id, createdByOrganizerId: organizer.id })

    // The old session is gone at once; signing in again gives the new role and its organizer.
    ;(await client.get('/api/auth/validate-status').bearerToken(theirToken)).assertStatus(401)
    const again = await client.get('/api/auth/validate-status').bearerToken(await tokenFor(client, person))
    assert.include(again.body().user, { role: 'manager', organizerId: organizer.id })

    // A plain correction is an 'update' trace with only what changed, and keeps the role.
    ;(await call(client, admin, 'put', `/api/admin/users/${person.id}`, { lastName: 'Ramdin', role: 'manager' })).assertStatus(200)
    const last = (await auditRows(person.id)).at(-1)!
    assert.equal(last.action, 'update')
    assert.deepEqual(last.newValues, { lastName: 'Ramdin' })
  })

  test('an organizer holding events keeps the role (409); a phone in use is a 422', async ({ client, assert }) => {
    const admin = await actor()
    const organizer = await createAccount({ role: 'organizer', organizationName: 'Met Events' })
    await makeEvent({ organizerId: organizer.id })
    const refused = await call(client, admin, 'put', `/api/admin/users/${organizer.id}`, { role: 'user' })
    refused.assertStatus(409)
    assert.equal(refused.body().message, ADMIN_USER_MESSAGES.roleInUse.organizer)
    const other = await createAccount({ phone: uniquePhone() })
    const taken = await call(client, admin, 'put', `/api/admin/users/${organizer.id}`, { phone: other.phone })
    taken.assertStatus(422)
    assert.equal(taken.body().errors.phone[0], ADMIN_USER_MESSAGES.phoneTaken)
    assert.equal((await User.findOrFail(organizer.id)).role, 'organizer')
    assert.lengthOf(await auditRows(organizer.id), 0)
  })

  test('deactivation ends every session at once (the old token is refused), with its reason; reactivation lets them in', async ({
    client,
    assert,
  }) => {
    const admin = await actor()
    const person = await createAccount({ role: 'organizer', organizationName: 'Weg Events' })
    const [first, second] = [await tokenFor(client, person), await tokenFor(client, person)]
    ;(await client.get('/api/auth/validate-status').bearerToken(first)).assertStatus(200)

    const done = await call(client, admin, 'post', `/api/admin/users/${person.id}/deactivate`, { reason: 'Fraude gemeld' })
    done.assertStatus(200)
    assert.include(done.body().data, { isActive: false, activeSessions: 0, deactivatedByName: 'Test Persoon' })
    for (const token of [first, second]) {
      const status = (await client.get('/api/auth/validate-status').bearerToken(token)).status()
      assert.oneOf(status, [401, 403])
    }
    const login = await client.post('/api/auth/login').json({ email: person.email, password: TEST_PASSWORD })
    assert.oneOf(login.status(), [401, 403])
    // A deactivated organizer has no public page.
    ;(await client.get(`/api/users/${person.id}`)).assertStatus(404)

    const [trace] = await auditRows(person.id)
    assert.include(trace.toJSON(), { action: 'deactivate', reason: 'Fraude gemeld' })
    assert.equal(trace.oldValues!.deactivatedAt, null)
    assert.isString(trace.newValues!.deactivatedAt)

    // Twice is the same answer and no second trace.
    ;(await call(client, admin, 'post', `/api/admin/users/${person.id}/deactivate`, {})).assertStatus(200)
    assert.lengthOf(await auditRows(person.id), 1)

    const back = await call(client, admin, 'post', `/api/admin/users/${person.id}/reactivate`)
    back.assertStatus(200)
    assert.equal(back.body().data.isActive, true)
    ;(await client.get('/api/auth/validate-status').bearerToken(first)).assertStatus(401)
    ;(await client.get('/api/auth/validate-status').bearerToken(await tokenFor(client, person))).assertStatus(200)
    assert.deepEqual(
      (await auditRows(person.id)).map((row) => row.action),
      ['deactivate', 'activate']
    )
  })

  test('verify toggles the organizer’s public badge at once (profile and event list); only organizers', async ({ client, assert }) => {
    const admin = await actor()
    const organizer = await createAccount({ role: 'organizer', organizationName: 'Badge Events' })
    const event = await makeEvent({ organizerId: organizer.id })
    const badge = async () => (await client.get(`/api/users/${organizer.id}`)).body().data.isVerified
    const listed = async () => {
      const events = (await client.get('/api/events/public').qs({ organizerId: organizer.id })).body().data
      return events.find((row: { id: number }) => row.id === event.id).organizer.isVerified
    }
    assert.isFalse(await badge())
    assert.isFalse(await listed()) // the list is now cached

    ;(await call(client, admin, 'post', `/api/admin/users/${organizer.id}/verify`, { isVerified: true })).assertStatus(200)
    assert.isTrue(await badge())
    assert.isTrue(await listed())
    ;(await call(client, admin, 'post', `/api/admin/users/${organizer.id}/verify`, { isVerified: false })).assertStatus(200)
    assert.isFalse(await badge())
    assert.deepEqual(
      (await auditRows(organizer.id)).map((row) => [row.action, row.newValues]),
      [
        ['verify', { isVerified: true }],
        ['verify', { isVerified: false }],
      ]
    )

    const buyer = await createAccount()
    const refused = await call(client, admin, 'post', `/api/admin/users/${buyer.id}/verify`, { isVerified: true })
    refused.assertStatus(422)
    assert.equal(refused.body().errors.isVerified[0], ADMIN_USER_MESSAGES.verifyOrganizersOnly)
    ;(await call(client, admin, 'post', `/api/admin/users/${organizer.id}/verify`, {})).assertStatus(422)
  })
})

test.group('Admin users: sub-admins and an admin’s own account', (group) => {
  rollbackEachTest(group)

  test('a sub-admin is refused on an admin’s account and on granting the admin role: 403, nothing changed, no trace', async ({
    client,
    assert,
  }) => {
    const subAdmin = await actor({ isSubAdmin: true })
    const admin = await createAccount({ role: 'admin', firstName: 'Vol' })
    const otherSub = await createAccount({ role: 'admin', isSubAdmin: true })
    const person = await createAccount()
    const adminToken = await tokenFor(client, admin)

    for (const target of [admin, otherSub]) {
      for (const [method, path, body] of [
        ['put', '', { firstName: 'Gewijzigd' }],
        ['put', '', { role: 'user' }],
        ['put', '', { isSubAdmin: true }],
        ['post', '/deactivate', { reason: 'Probeer' }],
        ['post', '/reactivate', {}],
      ] as const) {
        const response = await call(client, subAdmin, method, `/api/admin/users/${target.id}${path}`, body)
        response.assertStatus(403)
        assert.equal(response.body().message, ADMIN_USER_MESSAGES.subAdminOnAdmin)
      }
      const unchanged = await User.findOrFail(target.id)
      assert.include(unchanged.toJSON(), { firstName: target.firstName, role: 'admin', isSubAdmin: target === otherSub })
      assert.isNull(unchanged.deactivatedAt)
      assert.lengthOf(await auditRows(target.id), 0)
    }
    ;(await client.get('/api/auth/validate-status').bearerToken(adminToken)).assertStatus(200)

    for (const body of [{ role: 'admin' }, { role: 'admin', isSubAdmin: true }]) {
      const grant = await call(client, subAdmin, 'put', `/api/admin/users/${person.id}`, body)
      grant.assertStatus(403)
      assert.equal(grant.body().message, ADMIN_USER_MESSAGES.subAdminGrantsAdmin)
    }
    assert.equal((await User.findOrFail(person.id)).role, 'user')
    assert.lengthOf(await auditRows(person.id), 0)
    const create = await call(client, subAdmin, 'post', '/api/admin/users', { email: uniqueEmail('nieuw'), firstName: 'A', lastName: 'B' })
    create.assertStatus(403)

    // What a sub-admin may do: any other account.
    ;(await call(client, subAdmin, 'put', `/api/admin/users/${person.id}`, { role: 'venue_operator' })).assertStatus(200)
    ;(await call(client, subAdmin, 'post', `/api/admin/users/${person.id}/deactivate`, {})).assertStatus(200)
  })

  test('nobody deactivates themself or changes their own role (409, nothing changed); a full admin may demote another', async ({
    client,
    assert,
  }) => {
    const admin = await actor({ firstName: 'Zelf' })
    const self = `/api/admin/users/${admin.user.id}`
    for (const [method, path, body] of [
      ['post', '/deactivate', {}],
      ['put', '', { role: 'user' }],
      ['put', '', { isSubAdmin: true }],
    ] as const) {
      const response = await call(client, admin, method, `${self}${path}`, body)
      response.assertStatus(409)
      assert.equal(response.body().message, ADMIN_USER_MESSAGES.ownAccount)
    }
    assert.include((await User.findOrFail(admin.user.id)).toJSON(), { role: 'admin', isSubAdmin: false, deactivatedAt: null })
    assert.lengthOf(await auditRows(admin.user.id), 0)
    // Their own name, with the role unchanged, is a correction.
    ;(await call(client, admin, 'put', self, { firstName: 'Anders', role: 'admin', isSubAdmin: false })).assertStatus(200)

    const other = await createAccount({ role: 'admin' })
    const demoted = await call(client, admin, 'put', `/api/admin/users/${other.id}`, { isSubAdmin: true })
    demoted.assertStatus(200)
    assert.isTrue(demoted.body().data.isSubAdmin)
  })
})

test.group('Admin users: the last full admin', (group) => {
  /** Other suites' admins are set aside for this test (and put back), so A and B are the only full admins. */
  let setAside: number[] = []
  group.each.setup(async () => {
    const rows = await db.from('users').where('role', 'admin').where('is_sub_admin', false).whereNull('deactivated_at').select('id')
    setAside = rows.map((row: { id: number }) => row.id)
    await db.from('users').whereIn('id', setAside).update({ deactivated_at: new Date() })
    return async () => {
      await db.from('users').whereIn('id', setAside).update({ deactivated_at: null })
    }
  })

  test('two full admins demoting each other at once: one goes through, the other is refused; one full admin is left', async ({
    assert,
  }) => {
    const [a, b] = [await createAccount({ role: 'admin' }), await createAccount({ role: 'admin' })]
    // Both signed in before either change: their requests passed the gate as full admins.
    const results = await Promise.allSettled([updateUser(a, b.id, { role: 'user' }), updateUser(b, a.id, { role: 'user' })])
    const refused = results.filter((result) => result.status === 'rejected') as PromiseRejectedResult[]
    assert.lengthOf(refused, 1, 'exactly one of the two demotions is refused')
    assert.equal(refused[0].reason.message, ADMIN_USER_MESSAGES.lastAdmin)
    const left = await db.from('users').whereIn('id', [a.id, b.id]).where('role', 'admin').count('* as n')
    assert.equal(Number(left[0].n), 1)
    await db.from('users').whereIn('id', [a.id, b.id]).update({ deactivated_at: new Date() })
  })
})

test.group('Admin users: new admins', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a full admin creates a sub-admin, who is invited by e-mail, sets a password through the link and signs in', async ({
    client,
    assert,
  }) => {
    const sink = await startTestMailSink()
    const stopInline = deliverOutboxInline()
    try {
      const admin = await actor({ firstName: 'Hoofd', lastName: 'Beheer' })
      const email = uniqueEmail('subadmin')
      const created = await call(client, admin, 'post', '/api/admin/users', {
        email,
        firstName: 'Sita',
        lastName: 'Ramdin',
        isSubAdmin: true,
      })
      created.assertStatus(201)
      assert.include(created.body().data, { email, role: 'admin', isSubAdmin: true, isActive: true, createdByAdminName: 'Hoofd Beheer' })
      const [queued] = await outboxMessagesTo(email)
      assert.equal(queued.kind, 'admin_invitation')

      const mail = await sink.waitForMail({ to: email, subject: 'beheerdersaccount' })
      assert.include(mail.text, 'Hoofd Beheer')
      assert.include(mail.text, 'sub-admin')
      const link = mail.links.find((href) => href.includes('/reset-password?token='))!
      const token = new URL(link).searchParams.get('token')!
      ;(await client.post('/api/auth/reset-password').json({ token, password: 'Beheer-wachtwoord-1' })).assertStatus(200)
      const login = await client.post('/api/auth/login').json({ email, password: 'Beheer-wachtwoord-1' })
      login.assertStatus(200)
      const status = await client.get('/api/auth/validate-status').bearerToken(login.body().token)
      assert.include(status.body().user, { role: 'admin', isSubAdmin: true })

      const [trace] = await AuditChange.query().where('entity_type', 'user').where('entity_id', created.body().data.id)
      assert.equal(trace.action, 'create')
      assert.include(trace.newValues!, { role: 'admin', isSubAdmin: true })

      const taken = await call(client, admin, 'post', '/api/admin/users', { email: email.toUpperCase(), firstName: 'A', lastName: 'B' })
      taken.assertStatus(422)
      assert.equal(taken.body().errors.email[0], ADMIN_USER_MESSAGES.emailTaken)
      const bad = await call(client, admin, 'post', '/api/admin/users', { email: 'geen-adres', firstName: '', lastName: 'B' })
      bad.assertStatus(422)
      assert.properties(bad.body().errors, ['email', 'firstName'])
    } finally {
      stopInline()
      await sink.close()
    }
  })
})
