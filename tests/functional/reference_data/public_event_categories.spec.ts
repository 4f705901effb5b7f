import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import ReferenceSeeder from '#database/seeders/reference_seeder'
import EventCategory from '#models/event_category'
import { issueSession } from '#services/accounts/session_service'
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

test.group('Category names per language', (group) => {
  let admin = ''
  group.setup(async () => {
    await new ReferenceSeeder(db.connection()).run()
    admin = (await issueSession(await createAccount({ role: 'admin' }))).token
  })

  const labels = async (request: ReturnType<ApiClient['get']>) => {
    const response = await request
    response.assertStatus(200)
    return Object.fromEntries(response.body().data.map((c: { name: string; label: string }) => [c.name, c.label])) as Record<string, string>
  }

  test('?lang= and Accept-Language give each name in that language; the name stays the Dutch key', async ({ client, assert }) => {
    const english = await labels(client.get('/api/event-categories').qs({ lang: 'en' }))
    assert.equal(english['Muziek'], 'Music')
    assert.equal(english['Zakelijk'], 'Business')
    assert.equal((await labels(client.get('/api/event-categories').qs({ lang: 'de' })))['Exposities'], 'Ausstellungen')
    assert.equal((await labels(client.get('/api/event-categories').header('Accept-Language', 'fr-FR,fr;q=0.9')))['Overig'], 'Autres')
    assert.equal((await labels(client.get('/api/event-categories').qs({ lang: 'es' })))['Educatie'], 'Educación')
    const dutch = await labels(client.get('/api/event-categories'))
    assert.equal(dutch['Muziek'], 'Muziek')
    // An unsupported language is Dutch, not an error (SPEC §1).
    assert.equal((await labels(client.get('/api/event-categories').qs({ lang: 'pt' })))['Muziek'], 'Muziek')
    const response = await client.get('/api/event-categories').qs({ lang: 'en' })
    assert.include(response.header('vary') ?? '', 'Accept-Language')
  })

  test('a category without a name in the language asked for shows its Dutch name', async ({ client, assert }) => {
    const category = await EventCategory.create({
      name: 'Kermis',
      colorCode: '#123456',
      sortOrder: 500,
      isActive: true,
      translations: { en: 'Funfair' },
    })
    try {
      assert.equal((await labels(client.get('/api/event-categories').qs({ lang: 'en' })))['Kermis'], 'Funfair')
      assert.equal((await labels(client.get('/api/event-categories').qs({ lang: 'de' })))['Kermis'], 'Kermis')
    } finally {
      await category.delete()
    }
  })

  test('the admin edits the names per language: set, remove, and what the storefront then reads', async ({ client, assert }) => {
    const category = await EventCategory.create({ name: 'Dans', colorCode: '#123456', sortOrder: 501, isActive: true, translations: {} })
    try {
      const update = await client
        .put(`/api/admin/event-categories/${category.id}`)
        .bearerToken(admin)
        .json({ translations: { en: ' Dance ', de: 'Tanz' } })
      update.assertStatus(200)
      assert.deepEqual(update.body().data.translations, { en: 'Dance', de: 'Tanz' })
      assert.equal((await labels(client.get('/api/event-categories').qs({ lang: 'en' })))['Dans'], 'Dance')

      // Blank removes that language only; the others stay.
      const removed = await client
        .put(`/api/admin/event-categories/${category.id}`)
        .bearerToken(admin)
        .json({ translations: { en: '' } })
      removed.assertStatus(200)
      assert.deepEqual(removed.body().data.translations, { de: 'Tanz' })
      assert.equal((await labels(client.get('/api/event-categories').qs({ lang: 'en' })))['Dans'], 'Dans')
      const listed = await client
        .get('/api/admin/event-categories')
        .bearerToken(admin)
        .qs({ filter: JSON.stringify({ id: [category.id] }) })
      assert.deepEqual(listed.body().data[0].translations, { de: 'Tanz' })
    } finally {
      await category.delete()
    }
  })

  test('the admin edit refuses unknown languages, the Dutch key, long names; 404 for an unknown id; 403 for others', async ({
    client,
    assert,
  }) => {
    const category = await EventCategory.create({ name: 'Film', colorCode: '#123456', sortOrder: 502, isActive: true, translations: {} })
    try {
      const put = (body: unknown) =>
        client
          .put(`/api/admin/event-categories/${category.id}`)
          .bearerToken(admin)
          .json(body as object)
      const unknown = await put({ translations: { en: 'Film', xx: 'Flim' } })
      unknown.assertStatus(422)
      assert.include(unknown.body().errors.translations[0], 'xx')
      ;(await put({ translations: { nl: 'Bioscoop' } })).assertStatus(422)
      ;(await put({ translations: { en: 'x'.repeat(81) } })).assertStatus(422)
      ;(await put({ translations: 'Film' })).assertStatus(422)
      ;(await put({})).assertStatus(422)
      await category.refresh()
      assert.deepEqual(category.translations, {}, 'nothing kept from refused edits')
      ;(
        await client
          .put('/api/admin/event-categories/999999')
          .bearerToken(admin)
          .json({ translations: { en: 'X' } })
      ).assertStatus(404)
      const user = (await issueSession(await createAccount())).token
      ;(
        await client
          .put(`/api/admin/event-categories/${category.id}`)
          .bearerToken(user)
          .json({ translations: { en: 'X' } })
      ).assertStatus(403)
    } finally {
      await category.delete()
    }
  })

  test('the seeded reference categories carry their names in en, es, fr and de', async ({ assert }) => {
    const music = await EventCategory.query().whereRaw('lower(name) = ?', ['muziek']).firstOrFail()
    assert.deepEqual(music.translations, { en: 'Music', es: 'Música', fr: 'Musique', de: 'Musik' })
  })
})
