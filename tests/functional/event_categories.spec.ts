import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ReferenceSeeder from '#database/seeders/reference_seeder'
import EventCategory from '#models/event_category'
import { issueSession } from '#services/auth/session_service'
import { createAccount } from '#tests/helpers/accounts'

test.group('GET /api/event-categories', (group) => {
  group.setup(async () => {
    await new ReferenceSeeder(db.connection()).run()
  })

  test('lists the active seeded categories with six-digit hex colours in sort order', async ({ client, assert }) => {
    const response = await client.get('/api/event-categories')
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    const data = response.body().data as { name: string; colorCode: string; sortOrder: number }[]
    assert.isAtLeast(data.length, 8)
    for (const category of data) assert.match(category.colorCode, /^#[0-9A-Fa-f]{6}$/)
    const byName = Object.fromEntries(data.map((c) => [c.name.toLowerCase(), c.colorCode.toUpperCase()]))
    assert.equal(byName['muziek'], '#DC2626')
    assert.equal(byName['sport'], '#059669')
    assert.deepEqual(
      data.map((c) => c.sortOrder),
      [...data.map((c) => c.sortOrder)].sort((a, b) => a - b)
    )
  })

  test('leaves inactive categories out', async ({ client, assert }) => {
    const hidden = await EventCategory.create({ name: 'Verborgen test', colorCode: '#123456', sortOrder: 999, isActive: false })
    try {
      const names = (await client.get('/api/event-categories')).body().data.map((c: { name: string }) => c.name)
      assert.notInclude(names, 'Verborgen test')
    } finally {
      await hidden.delete()
    }
  })

  test('the database rejects a colour that is not six-digit hex', async ({ assert }) => {
    await assert.rejects(() => EventCategory.create({ name: 'Foute kleur', colorCode: 'red', sortOrder: 1, isActive: true }))
  })
})

test.group('GET /api/admin/event-categories (back-office contract)', (group) => {
  let admin = ''
  group.setup(async () => {
    await new ReferenceSeeder(db.connection()).run()
    admin = (await issueSession(await createAccount({ role: 'admin' }))).token
  })

  test('pages and sorts with a total', async ({ client, assert }) => {
    const all = (await client.get('/api/event-categories')).body().data.length
    const response = await client
      .get('/api/admin/event-categories')
      .bearerToken(admin)
      .qs({ page: 2, perPage: 3, sort: 'name', order: 'DESC' })
    response.assertStatus(200)
    assert.equal(response.body().total, all)
    assert.lengthOf(response.body().data, 3)
    const names = response.body().data.map((c: { name: string }) => c.name)
    assert.deepEqual(names, [...names].sort().reverse())
    assert.properties(response.body().data[0], ['id', 'name', 'colorCode', 'sortOrder', 'isActive'])
  })

  test('filters by ids for getMany', async ({ client, assert }) => {
    const first = (await client.get('/api/admin/event-categories').bearerToken(admin).qs({ perPage: 2 })).body().data
    const ids = first.map((c: { id: number }) => c.id)
    const response = await client
      .get('/api/admin/event-categories')
      .bearerToken(admin)
      .qs({ filter: JSON.stringify({ id: ids }) })
    assert.sameMembers(
      response.body().data.map((c: { id: number }) => c.id),
      ids
    )
  })
})
