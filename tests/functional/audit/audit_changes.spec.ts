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
})
