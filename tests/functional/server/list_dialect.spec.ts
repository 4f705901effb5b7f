/*
 * react-admin's simple-rest dialect (api/http/list_dialect.ts, docs/api.md "The list contract"): a list asked with
 * range/sort/filter as JSON answers the records as an array with Content-Range; a record asked with the header
 * X-Data-Dialect: simple-rest answers the record itself; the API's own query and shapes still answer as before.
 * Event categories stand for the admin resources, the organizer's events for a resource outside /api/admin.
 */
import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import ReferenceSeeder from '#database/seeders/reference_seeder'
import { makeEvent, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { fieldErrors, staffForEachTest } from '#tests/functional/reference_data/reference_fixtures'
import { issueSession } from '#services/accounts/session_service'

const CATEGORIES = '/api/admin/event-categories'
const NAMES = ['Dialect Anker', 'Dialect Boog', 'Dialect Cirkel', 'Dialect Dolfijn', 'Dialect Eiland']
const dialect = { 'X-Data-Dialect': 'simple-rest' }

type Named = { id: number; name: string }

const names = (response: ApiResponse) => (response.body() as Named[]).map((record) => record.name)

test.group('List dialect (simple-rest): admin resources', (group) => {
  group.setup(() => new ReferenceSeeder(db.connection()).run())
  rollbackEachTest(group)
  const staff = staffForEachTest(group)
  const ids: Record<string, number> = {}

  group.each.setup(async () => {
    for (const [index, name] of [...NAMES].reverse().entries()) {
      const [row] = await db
        .table('event_categories')
        .insert({ name, color_code: '#0F766E', sort_order: 900 + index, is_active: true })
        .returning('id')
      ids[name] = row.id
    }
  })

  const list = (client: ApiClient, query: Record<string, string>) => client.get(CATEGORIES).bearerToken(staff.adminToken).qs(query)
  const search = JSON.stringify({ q: 'Dialect' })

  test('sort, range and filter q: the records as an array, Content-Range with their place and the total', async ({ client, assert }) => {
    const first = await list(client, { sort: '["name","DESC"]', range: '[0,2]', filter: search })
    first.assertStatus(200)
    assert.deepEqual(names(first), ['Dialect Eiland', 'Dialect Dolfijn', 'Dialect Cirkel'])
    assert.equal(first.header('content-range'), 'event-categories 0-2/5')

    const second = await list(client, { sort: '["name","DESC"]', range: '[3,5]', filter: search })
    assert.deepEqual(names(second), ['Dialect Boog', 'Dialect Anker'])
    assert.equal(second.header('content-range'), 'event-categories 3-4/5')

    const ascending = await list(client, { sort: '["name","asc"]', range: '[0,9]', filter: search })
    assert.deepEqual(names(ascending), NAMES)
    assert.equal(ascending.header('content-range'), 'event-categories 0-4/5')
  })

  test('a range that is not a whole page of its own length still answers exactly its records', async ({ client, assert }) => {
    const middle = await list(client, { sort: '["name","ASC"]', range: '[1,3]', filter: search })
    assert.deepEqual(names(middle), ['Dialect Boog', 'Dialect Cirkel', 'Dialect Dolfijn'])
    assert.equal(middle.header('content-range'), 'event-categories 1-3/5')

    const tail = await list(client, { sort: '["name","ASC"]', range: '[4,4]', filter: search })
    assert.deepEqual(names(tail), ['Dialect Eiland'])
    assert.equal(tail.header('content-range'), 'event-categories 4-4/5')

    const beyond = await list(client, { sort: '["name","ASC"]', range: '[10,19]', filter: search })
    beyond.assertStatus(200)
    assert.deepEqual(beyond.body(), [])
    assert.equal(beyond.header('content-range'), 'event-categories */5')
  })

  test('getMany: filter id list with the dialect header answers exactly those records as an array', async ({ client, assert }) => {
    const wanted = [ids['Dialect Boog'], ids['Dialect Dolfijn']]
    const response = await client
      .get(CATEGORIES)
      .headers(dialect)
      .bearerToken(staff.adminToken)
      .qs({ filter: JSON.stringify({ id: wanted }) })
    response.assertStatus(200)
    assert.sameMembers(
      (response.body() as Named[]).map((record) => record.id),
      wanted
    )
    assert.equal(response.header('content-range'), 'event-categories 0-1/2')
  })

  test('one record, create and update answer the record itself in the dialect, { data } otherwise', async ({ client, assert }) => {
    const id = ids['Dialect Cirkel']
    const one = await client.get(`${CATEGORIES}/${id}`).headers(dialect).bearerToken(staff.adminToken)
    one.assertStatus(200)
    assert.include(one.body(), { id, name: 'Dialect Cirkel', colorCode: '#0F766E' })
    assert.notProperty(one.body(), 'data')

    const created = await client
      .post(CATEGORIES)
      .headers(dialect)
      .bearerToken(staff.adminToken)
      .json({ name: 'Dialect Fontein', colorCode: '#B45309' })
    created.assertStatus(201)
    assert.include(created.body(), { name: 'Dialect Fontein', colorCode: '#B45309' })
    assert.isNumber(created.body().id)

    const updated = await client.put(`${CATEGORIES}/${id}`).headers(dialect).bearerToken(staff.adminToken).json({ name: 'Dialect Cirkels' })
    updated.assertStatus(200)
    assert.include(updated.body(), { id, name: 'Dialect Cirkels' })

    const own = await client.get(`${CATEGORIES}/${id}`).bearerToken(staff.adminToken)
    assert.include(own.body().data, { id, name: 'Dialect Cirkels' })
  })

  test('the API’s own query still answers { data, total } without Content-Range', async ({ client, assert }) => {
    const response = await list(client, { page: '2', perPage: '2', sort: 'name', order: 'ASC', filter: search })
    response.assertStatus(200)
    assert.deepEqual(
      (response.body().data as Named[]).map((record) => record.name),
      ['Dialect Cirkel', 'Dialect Dolfijn']
    )
    assert.equal(response.body().total, 5)
    assert.isUndefined(response.header('content-range'))
  })

  test('a bad range, sort or filter is a 422 on its field, never a 500', async ({ client, assert }) => {
    const cases: [Record<string, string>, string, string][] = [
      [{ range: '[5,2]' }, 'range', 'Ongeldig bereik'],
      [{ range: 'nope' }, 'range', 'Ongeldig bereik'],
      [{ range: '[-1,4]' }, 'range', 'Ongeldig bereik'],
      [{ range: '[0,1.5]' }, 'range', 'Ongeldig bereik'],
      [{ range: '[0,500]' }, 'range', 'Een bereik telt hoogstens 100 records'],
      [{ range: '[0,9]', sort: 'name' }, 'sort', 'Ongeldige sortering'],
      [{ range: '[0,9]', sort: '["name","UP"]' }, 'sort', 'Ongeldige sortering'],
      [{ range: '[0,9]', filter: '[1,2]' }, 'filter', 'Ongeldig filter'],
      [{ range: '[0,9]', filter: '{"q":' }, 'filter', 'Ongeldig filter'],
    ]
    for (const [query, field, text] of cases) {
      const response = await list(client, query)
      assert.equal(response.status(), 422, JSON.stringify(query))
      assert.include(fieldErrors(response)[field]?.[0] ?? '', text, JSON.stringify(query))
    }
    const unknownField = await list(client, { range: '[0,9]', sort: '["password","ASC"]' })
    unknownField.assertStatus(422)
    assert.property(fieldErrors(unknownField), 'sort')
  })

  test('the dialect changes no one’s access: 401 without a session, 403 for an organizer', async ({ client }) => {
    ;(await client.get(CATEGORIES).qs({ range: '[0,9]' })).assertStatus(401)
    ;(await client.get(CATEGORIES).bearerToken(staff.organizerToken).qs({ range: '[0,9]' })).assertStatus(403)
  })
})

test.group('List dialect (simple-rest): a resource outside /api/admin', (group) => {
  rollbackEachTest(group)

  test('the organizer’s events (answered whole by the API) are cut to the asked range', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const { token } = await issueSession(organizer)
    const created = DateTime.now().minus({ hours: 1 })
    const titles = ['Eerste', 'Tweede', 'Derde']
    for (const [index, title] of titles.entries()) {
      const event = await makeEvent({ organizerId: organizer.id, title })
      await db
        .from('events')
        .where('id', event.id)
        .update({ created_at: created.plus({ minutes: index }).toJSDate() })
    }
    const path = `/api/events/organizer/${organizer.id}`

    const page = await client.get(path).bearerToken(token).qs({ sort: '["createdAt","DESC"]', range: '[1,2]', filter: '{}' })
    page.assertStatus(200)
    assert.deepEqual(
      (page.body() as { title: string }[]).map((event) => event.title),
      ['Tweede', 'Eerste']
    )
    assert.equal(page.header('content-range'), 'events 1-2/3')

    const own = await client.get(path).bearerToken(token)
    assert.equal(own.body().total, 3)
    assert.lengthOf(own.body().data, 3)
  })
})
