/*
 * Every admin change writes audit_changes with the fields before and after; the history endpoint lists
 * a record's changes newest first with who made them. (Who may read it is the access matrix's job.)
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { recordChange } from '#services/audit/audit_service'
import { createAccount, tokenFor } from '#tests/helpers/accounts'
import { rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

test.group('Audit changes', (group) => {
  rollbackEachTest(group)

  test('only changed fields are kept, an update that changed nothing leaves no trace, the list is newest first', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount({ role: 'admin', firstName: 'Ada', lastName: 'Admin' })
    const entityId = 900_000 + Math.floor(Math.random() * 1000)
    await db.transaction(async (trx) => {
      await recordChange(trx, {
        actorId: admin.id,
        entityType: 'venue',
        entityId,
        action: 'update',
        before: { name: 'Oude zaal', maxCapacity: 100, district: 'paramaribo' },
        after: { name: 'Nieuwe zaal', maxCapacity: 100, district: 'paramaribo' },
      })
      const nothing = await recordChange(trx, {
        actorId: admin.id,
        entityType: 'venue',
        entityId,
        action: 'update',
        before: { name: 'Nieuwe zaal' },
        after: { name: 'Nieuwe zaal' },
      })
      assert.isNull(nothing)
      await recordChange(trx, {
        actorId: admin.id,
        entityType: 'venue',
        entityId,
        action: 'reject',
        before: { approval: 'pending' },
        after: { approval: 'rejected' },
        reason: 'Adres onvolledig',
      })
    })

    const response = await client
      .get('/api/admin/audit-changes')
      .qs({ entityType: 'venue', entityId })
      .bearerToken(await tokenFor(client, admin))
    response.assertStatus(200)
    const { data, total } = response.body()
    assert.equal(total, 2)
    assert.deepEqual(
      data.map((entry: { action: string }) => entry.action),
      ['reject', 'update']
    )
    assert.deepEqual(data[1].changes, [{ field: 'name', before: 'Oude zaal', after: 'Nieuwe zaal' }])
    assert.equal(data[0].reason, 'Adres onvolledig')
    assert.equal(data[0].userName, 'Ada Admin')
  })

  test('a bad query is a 422, not a 500', async ({ client }) => {
    const admin = await createAccount({ role: 'admin' })
    const response = await client
      .get('/api/admin/audit-changes')
      .qs({ entityId: 'abc' })
      .bearerToken(await tokenFor(client, admin))
    response.assertStatus(422)
  })

  test('the audit log filters by person, entity type, entity id and date range, in react-admin’s filter', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin', firstName: 'Ada', lastName: 'Auditlog' })
    const other = await createAccount({ role: 'admin', firstName: 'Bob', lastName: 'Beheer' })
    const entityId = 910_000 + Math.floor(Math.random() * 1000)
    await db.transaction(async (trx) => {
      const base = { entityId, before: { name: 'Oud' } }
      await recordChange(trx, { ...base, actorId: admin.id, entityType: 'venue', action: 'update', after: { name: 'Nieuw' } })
      await recordChange(trx, { ...base, actorId: other.id, entityType: 'venue', action: 'update', after: { name: 'Anders' } })
      await recordChange(trx, { ...base, actorId: admin.id, entityType: 'event_category', action: 'update', after: { name: 'Cat' } })
    })
    // One change of last year, to fall outside the date range.
    const [{ id: oldId }] = await db
      .table('audit_changes')
      .insert({
        user_id: admin.id,
        entity_type: 'venue',
        entity_id: entityId,
        action: 'update',
        old_values: JSON.stringify({ name: 'Heel oud' }),
        new_values: JSON.stringify({ name: 'Oud' }),
        approval: 'approved',
        created_at: '2025-01-10T12:00:00Z',
      })
      .returning('id')
    const token = await tokenFor(client, admin)
    const list = (filter: Record<string, unknown>) =>
      client
        .get('/api/admin/audit-changes')
        .qs({ page: 1, perPage: 25, sort: 'createdAt', order: 'DESC', filter: JSON.stringify(filter) })
        .bearerToken(token)

    const byPerson = await list({ person: 'auditlog', entityId })
    byPerson.assertStatus(200)
    assert.equal(byPerson.body().total, 3)
    assert.isTrue(byPerson.body().data.every((entry: { userId: number }) => entry.userId === admin.id))

    const venues = await list({ entityType: 'venue', entityId })
    assert.equal(venues.body().total, 3)
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10)
    const recent = await list({ entityType: 'venue', entityId, from: today, to: today })
    assert.equal(recent.body().total, 2)
    assert.notInclude(
      recent.body().data.map((entry: { id: number }) => entry.id),
      oldId
    )
    const january = await list({ entityId, from: '2025-01-10', to: '2025-01-10' })
    assert.deepEqual(
      january.body().data.map((entry: { changes: unknown }) => entry.changes),
      [[{ field: 'name', before: 'Heel oud', after: 'Oud' }]]
    )
    // Empty fields as react-admin sends them are no filter.
    const blank = await list({ person: '', entityId })
    assert.equal(blank.body().total, 4)

    const backwards = await list({ from: '2026-02-01', to: '2026-01-01' })
    backwards.assertStatus(422)
    const notJson = await client.get('/api/admin/audit-changes').qs({ filter: '{oops' }).bearerToken(token)
    notJson.assertStatus(422)
    const badDay = await list({ from: '01-02-2026' })
    badDay.assertStatus(422)
  })

  test('only admins read the audit log: an organizer gets 403, a visitor 401', async ({ client }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const forbidden = await client.get('/api/admin/audit-changes').bearerToken(await tokenFor(client, organizer))
    forbidden.assertStatus(403)
    const anonymous = await client.get('/api/admin/audit-changes')
    anonymous.assertStatus(401)
  })
})
