/*
 * The admin creates and edits event categories (name, colour by SPEC §5's badge rule, sort order,
 * active, names in other languages); bad input is a 422 per field and stores nothing; the storefront's lists
 * follow at once; every change leaves an audit trace.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import EventCategory from '#models/event_category'
import Event from '#models/event'
import { makeEvent, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { auditTrail, fieldErrors, signInStaff, staffForEachTest } from '#tests/functional/reference_data/reference_fixtures'
import ReferenceSeeder from '#database/seeders/reference_seeder'

const COLOR_MESSAGE = 'Kleur moet een hexkleur zijn: # en zes tekens 0-9 of A-F, zoals #DC2626'

async function publicCategories(client: ApiClient, lang = 'nl') {
  const response = await client.get('/api/event-categories').qs({ lang })
  response.assertStatus(200)
  return response.body().data as { name: string; label: string; colorCode: string; sortOrder: number }[]
}

async function publicEventTitles(client: ApiClient, category: string) {
  const response = await client.get('/api/events/public').qs({ category })
  response.assertStatus(200)
  return (response.body().data as { title: string; category: string }[]).map((event) => `${event.title} (${event.category})`)
}

const categoryCount = async () => Number((await db.from('event_categories').count('* as total'))[0].total)

test.group('Admin event categories: create', (group) => {
  group.setup(() => new ReferenceSeeder(db.connection()).run())
  rollbackEachTest(group)
  const staff = staffForEachTest(group)

  test('an admin adds a category: stored as given (colour in capitals), in the storefront list at once, with its trace', async ({
    client,
    assert,
  }) => {
    assert.notInclude(
      (await publicCategories(client, 'en')).map((c) => c.name),
      'Dans'
    )
    const response = await client
      .post('/api/admin/event-categories')
      .bearerToken(staff.adminToken)
      .json({ name: ' Dans ', colorCode: '#0f766e', sortOrder: 15, translations: { en: 'Dance' } })
    response.assertStatus(201)
    const created = response.body().data
    assert.deepInclude(created, { name: 'Dans', colorCode: '#0F766E', sortOrder: 15, isActive: true, translations: { en: 'Dance' } })

    const listed = (await publicCategories(client, 'en')).find((c) => c.name === 'Dans')
    assert.deepEqual(listed, { id: created.id, name: 'Dans', label: 'Dance', colorCode: '#0F766E', sortOrder: 15 })

    const [trace, ...more] = await auditTrail('event_category', created.id)
    assert.lengthOf(more, 0)
    assert.equal(trace.action, 'create')
    assert.equal(trace.userId, staff.admin.id)
    assert.deepEqual(trace.newValues, { name: 'Dans', colorCode: '#0F766E', sortOrder: 15, isActive: true, translations: { en: 'Dance' } })
  })

  test('without a sort order a new category goes last; a sub-admin may add one; others may not', async ({ client, assert }) => {
    const highest = Number((await db.from('event_categories').max('sort_order as highest'))[0].highest)
    const response = await client
      .post('/api/admin/event-categories')
      .bearerToken(staff.subAdminToken)
      .json({ name: 'Kermis', colorCode: '#B45309' })
    response.assertStatus(201)
    assert.equal(response.body().data.sortOrder, highest + 10)

    const before = await categoryCount()
    ;(
      await client.post('/api/admin/event-categories').bearerToken(staff.organizerToken).json({ name: 'Markt', colorCode: '#B45309' })
    ).assertStatus(403)
    ;(await client.post('/api/admin/event-categories').json({ name: 'Markt', colorCode: '#B45309' })).assertStatus(401)
    assert.equal(await categoryCount(), before)
  })

  test('missing fields: 422 with a message per field, nothing stored', async ({ client, assert }) => {
    const before = await categoryCount()
    const errors = fieldErrors(await client.post('/api/admin/event-categories').bearerToken(staff.adminToken).json({}))
    assert.deepEqual(errors, { name: ['Naam is verplicht'], colorCode: ['Kleur is verplicht'] })
    const blank = fieldErrors(
      await client.post('/api/admin/event-categories').bearerToken(staff.adminToken).json({ name: '  ', colorCode: '#123456' })
    )
    assert.deepEqual(blank, { name: ['Naam is verplicht'] })
    assert.equal(await categoryCount(), before)
  })

  test('a colour that breaks SPEC §5’s badge rule is refused with its message, nothing stored, no trace', async ({ client, assert }) => {
    const traces = () => db.from('audit_changes').where('entity_type', 'event_category').count('* as n')
    const tracesBefore = Number((await traces())[0].n)
    const before = await categoryCount()
    for (const colorCode of ['red', '#FFF', 'DC2626', '#GG0000', '#DC26261', ' #DC 2626', 42]) {
      const errors = fieldErrors(
        await client.post('/api/admin/event-categories').bearerToken(staff.adminToken).json({ name: 'Regenboog', colorCode })
      )
      assert.deepEqual(errors.colorCode, [typeof colorCode === 'number' ? 'Kleur moet tekst zijn' : COLOR_MESSAGE], String(colorCode))
    }
    assert.equal(await categoryCount(), before)
    assert.equal(Number((await traces())[0].n), tracesBefore)
  })

  test('a name that exists, ignoring case or a category. prefix, is a clear 422', async ({ client, assert }) => {
    for (const name of ['muziek', 'MUZIEK', 'category.Muziek']) {
      const errors = fieldErrors(
        await client.post('/api/admin/event-categories').bearerToken(staff.adminToken).json({ name, colorCode: '#123456' })
      )
      assert.deepEqual(errors, { name: ['Er bestaat al een categorie met de naam "Muziek"'] }, name)
    }
    assert.equal(Number((await db.from('event_categories').whereRaw('lower(name) = ?', ['muziek']).count('* as n'))[0].n), 1)
  })

  test('sort order, active and names per language are checked per field', async ({ client, assert }) => {
    const post = (body: object) =>
      client
        .post('/api/admin/event-categories')
        .bearerToken(staff.adminToken)
        .json({ name: 'Film', colorCode: '#123456', ...body })
    assert.deepEqual(fieldErrors(await post({ sortOrder: -1 })), { sortOrder: ['Volgorde mag niet negatief zijn'] })
    assert.deepEqual(fieldErrors(await post({ sortOrder: 2.5 })), { sortOrder: ['Volgorde moet een geheel getal zijn'] })
    assert.deepEqual(fieldErrors(await post({ sortOrder: 'eerst' })), { sortOrder: ['Volgorde moet een geheel getal zijn'] })
    assert.deepEqual(fieldErrors(await post({ isActive: 'misschien' })), { isActive: ['Actief moet aan (true) of uit (false) zijn'] })
    assert.deepEqual(fieldErrors(await post({ name: 'x'.repeat(81) })), { name: ['Naam mag maximaal 80 tekens hebben'] })
    assert.include(fieldErrors(await post({ translations: { xx: 'Flim' } })).translations[0], 'Onbekende taal: xx')
    assert.isNull(await EventCategory.findBy('name', 'Film'))
  })
})

test.group('Admin event categories: edit', (group) => {
  group.setup(() => new ReferenceSeeder(db.connection()).run())
  rollbackEachTest(group)
  const staff = staffForEachTest(group)
  let category: EventCategory
  group.each.setup(async () => {
    category = await EventCategory.create({
      name: 'Dans',
      colorCode: '#0F766E',
      sortOrder: 15,
      isActive: true,
      translations: { en: 'Dance' },
    })
  })

  const put = (client: ApiClient, token: string, id: number, body: object) =>
    client.put(`/api/admin/event-categories/${id}`).bearerToken(token).json(body)

  test('colour, order and names change; the storefront list shows it at once; only changed fields are traced', async ({
    client,
    assert,
  }) => {
    // Read once first, so a cached list would have to be dropped.
    assert.equal((await publicCategories(client)).find((c) => c.name === 'Dans')?.colorCode, '#0F766E')
    const response = await put(client, staff.adminToken, category.id, { colorCode: '#7c3aed', sortOrder: 1, translations: { de: 'Tanz' } })
    response.assertStatus(200)
    assert.deepInclude(response.body().data, {
      colorCode: '#7C3AED',
      sortOrder: 1,
      translations: { en: 'Dance', de: 'Tanz' },
      eventCount: 0,
    })

    const list = await publicCategories(client, 'de')
    assert.deepInclude(list[0], { name: 'Dans', label: 'Tanz', colorCode: '#7C3AED' }, 'sort order 1 comes first')

    const [, update] = await auditTrail('event_category', category.id).then((rows) => [null, ...rows])
    assert.equal(update!.action, 'update')
    assert.deepEqual(update!.oldValues, { colorCode: '#0F766E', sortOrder: 15, translations: { en: 'Dance' } })
    assert.deepEqual(update!.newValues, { colorCode: '#7C3AED', sortOrder: 1, translations: { en: 'Dance', de: 'Tanz' } })

    const history = await client
      .get('/api/admin/audit-changes')
      .bearerToken(staff.subAdminToken)
      .qs({ entityType: 'event_category', entityId: category.id })
    history.assertStatus(200)
    assert.equal(history.body().data[0].userName, 'Ada Beheer')
  })

  test('a rename carries its events along, and the events list follows at once', async ({ client, assert }) => {
    const event = await makeEvent({ title: 'Salsa avond', category: 'dans' })
    const prefixed = await makeEvent({ title: 'Tango middag', category: 'category.Dans' })
    const other = await makeEvent({ title: 'Jazz', category: 'Muziek' })
    // Read once first: the list cache now holds the events under the old name.
    assert.deepEqual(await publicEventTitles(client, 'Dans'), ['Salsa avond (dans)'])
    assert.equal((await client.get(`/api/admin/event-categories/${category.id}`).bearerToken(staff.adminToken)).body().data.eventCount, 2)

    const response = await put(client, staff.adminToken, category.id, { name: 'Dansen' })
    response.assertStatus(200)
    assert.equal(response.body().data.eventCount, 2)

    assert.deepEqual(await publicEventTitles(client, 'Dans'), [])
    assert.sameMembers(await publicEventTitles(client, 'Dansen'), ['Salsa avond (Dansen)', 'Tango middag (Dansen)'])
    await Promise.all([event.refresh(), prefixed.refresh(), other.refresh()])
    assert.deepEqual([event.category, prefixed.category, other.category], ['Dansen', 'Dansen', 'Muziek'])

    const [, rename] = await auditTrail('event_category', category.id).then((rows) => [null, ...rows])
    assert.deepEqual(rename!.newValues, { name: 'Dansen' })
    assert.equal(rename!.reason, '2 evenement(en) mee hernoemd')
  })

  test('deactivated: gone from the filters’ list, while its events keep it, stay listed and can still be filtered', async ({
    client,
    assert,
  }) => {
    await makeEvent({ title: 'Salsa avond', category: 'Dans' })
    assert.include(
      (await publicCategories(client)).map((c) => c.name),
      'Dans'
    )
    ;(await put(client, staff.subAdminToken, category.id, { isActive: false })).assertStatus(200)

    assert.notInclude(
      (await publicCategories(client)).map((c) => c.name),
      'Dans'
    )
    assert.deepEqual(await publicEventTitles(client, 'Dans'), ['Salsa avond (Dans)'])
    const all = (await client.get('/api/events/public')).body().data as { title: string }[]
    assert.include(
      all.map((e) => e.title),
      'Salsa avond'
    )

    const listed = await client
      .get('/api/admin/event-categories')
      .bearerToken(staff.adminToken)
      .qs({ filter: JSON.stringify({ id: [category.id] }) })
    assert.isFalse(listed.body().data[0].isActive, 'the back office still lists it')
  })

  test('a refused edit changes nothing: a taken name or a bad colour in the same request', async ({ client, assert }) => {
    const taken = fieldErrors(await put(client, staff.adminToken, category.id, { name: 'SPORT', sortOrder: 3 }))
    assert.deepEqual(taken, { name: ['Er bestaat al een categorie met de naam "Sport"'] })
    const badColour = fieldErrors(await put(client, staff.adminToken, category.id, { name: 'Dansen', colorCode: 'purple' }))
    assert.deepEqual(badColour, { colorCode: [COLOR_MESSAGE] })
    await category.refresh()
    assert.deepInclude(category.$attributes, { name: 'Dans', colorCode: '#0F766E', sortOrder: 15 })
    assert.lengthOf(await auditTrail('event_category', category.id), 0)

    // Its own name in other capitals is not a clash.
    ;(await put(client, staff.adminToken, category.id, { name: 'DANS' })).assertStatus(200)
  })

  test('an empty edit is a 422, an unknown id a 404, an organizer a 403', async ({ client, assert }) => {
    const empty = await put(client, staff.adminToken, category.id, {})
    empty.assertStatus(422)
    assert.equal(empty.body().message, 'Geef minstens één veld om te wijzigen')
    ;(await put(client, staff.adminToken, 999_999, { sortOrder: 1 })).assertStatus(404)
    ;(await client.get('/api/admin/event-categories/999999').bearerToken(staff.adminToken)).assertStatus(404)
    ;(await put(client, staff.organizerToken, category.id, { sortOrder: 1 })).assertStatus(403)
    await category.refresh()
    assert.equal(category.sortOrder, 15)
  })
})

test.group('Event categories: an event keeps a deactivated category', (group) => {
  rollbackEachTest(group)

  test('the event detail still names it', async ({ client, assert }) => {
    const staff = await signInStaff()
    const category = await EventCategory.create({
      name: 'Workshops',
      colorCode: '#0F766E',
      sortOrder: 15,
      isActive: true,
      translations: {},
    })
    const event = await makeEvent({ category: 'Workshops' })
    ;(await client.put(`/api/admin/event-categories/${category.id}`).bearerToken(staff.adminToken).json({ isActive: false })).assertStatus(
      200
    )
    const detail = await client.get(`/api/events/${event.id}`)
    detail.assertStatus(200)
    assert.equal(detail.body().data.category, 'Workshops')
    assert.equal((await Event.findOrFail(event.id)).category, 'Workshops')
  })
})
