/*
 * The admin creates and edits venue facilities (name, icon from the set the storefront draws,
 * colour and background, order, active). A bad colour is a 422 with a message before the database's hex check
 * could turn it into a 500; GET /api/venue-facilities follows at once; every change leaves an audit trace.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import VenueFacility from '#models/venue_facility'
import ReferenceSeeder from '#database/seeders/reference_seeder'
import { FACILITY_ICON_NAMES } from '#domain/facility_icons'
import { rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { auditTrail, fieldErrors, staffForEachTest } from '#tests/functional/reference_data/reference_fixtures'

const hexMessage = (field: string) => `${field} moet een hexkleur zijn: # en zes tekens 0-9 of A-F, zoals #DC2626`

async function publicFacilities(client: ApiClient) {
  const response = await client.get('/api/venue-facilities')
  response.assertStatus(200)
  // Browsers ask again each time, so they never keep an old list.
  response.assertHeader('cache-control', 'no-cache')
  return response.body().data as { id: number; key: string; name: string; iconName: string; colorCode: string; backgroundColor: string }[]
}

const facilityCount = async () => Number((await db.from('venue_facilities').count('* as total'))[0].total)

const VALID = { name: 'Podium', iconName: 'music', colorCode: '#9333ea', backgroundColor: '#f3e8ff' }

test.group('Admin venue facilities', (group) => {
  group.setup(() => new ReferenceSeeder(db.connection()).run())
  rollbackEachTest(group)
  const staff = staffForEachTest(group)

  const post = (client: ApiClient, body: object, token = staff.adminToken) =>
    client.post('/api/admin/venue-facilities').bearerToken(token).json(body)
  const put = (client: ApiClient, id: number, body: object, token = staff.adminToken) =>
    client.put(`/api/admin/venue-facilities/${id}`).bearerToken(token).json(body)

  test('an admin adds a facility: a key from its name, in the public list at once, with its trace', async ({ client, assert }) => {
    assert.notInclude(
      (await publicFacilities(client)).map((f) => f.name),
      'Podium'
    )
    const response = await post(client, { ...VALID, name: 'Podium & licht' })
    response.assertStatus(201)
    const created = response.body().data
    assert.deepInclude(created, {
      key: 'podium-licht',
      name: 'Podium & licht',
      iconName: 'music',
      colorCode: '#9333EA',
      backgroundColor: '#F3E8FF',
      isActive: true,
    })
    const listed = (await publicFacilities(client)).find((f) => f.id === created.id)
    assert.deepInclude(listed, { name: 'Podium & licht', iconName: 'music', colorCode: '#9333EA' })

    const [trace] = await auditTrail('venue_facility', created.id)
    assert.equal(trace.action, 'create')
    assert.equal(trace.userId, staff.admin.id)
    assert.deepInclude(trace.newValues!, { name: 'Podium & licht', iconName: 'music', backgroundColor: '#F3E8FF' })

    // A second facility whose name makes the same key gets its own.
    const twin = await post(client, { ...VALID, name: 'Podium-licht!' })
    twin.assertStatus(201)
    assert.equal(twin.body().data.key, 'podium-licht-2')
  })

  test('missing fields: 422 with a message per field, nothing stored', async ({ client, assert }) => {
    const before = await facilityCount()
    assert.deepEqual(fieldErrors(await post(client, {})), {
      name: ['Naam is verplicht'],
      iconName: ['Icoon is verplicht'],
      colorCode: ['Kleur is verplicht'],
      backgroundColor: ['Achtergrondkleur is verplicht'],
    })
    assert.equal(await facilityCount(), before)
  })

  test('bad colours are a 422 with the message, never the database’s 500; a dark background is refused too', async ({ client, assert }) => {
    const before = await facilityCount()
    const bad = fieldErrors(await post(client, { ...VALID, colorCode: 'blue', backgroundColor: '#FFFFF' }))
    assert.deepEqual(bad, { colorCode: [hexMessage('Kleur')], backgroundColor: [hexMessage('Achtergrondkleur')] })
    const dark = fieldErrors(await post(client, { ...VALID, backgroundColor: '#1E3A8A' }))
    assert.deepEqual(dark, {
      backgroundColor: ['Achtergrondkleur is te donker: de naam erop is dan niet te lezen. Kies een lichte kleur.'],
    })
    assert.equal(await facilityCount(), before)
  })

  test('only an icon the storefront can draw is accepted', async ({ client, assert }) => {
    const errors = fieldErrors(await post(client, { ...VALID, iconName: 'rocket' }))
    assert.deepEqual(errors, { iconName: [`Kies een icoon dat de site kan tonen: ${FACILITY_ICON_NAMES.join(', ')}`] })
    for (const iconName of ['car', 'trees', 'shield']) assert.include(FACILITY_ICON_NAMES, iconName)
    assert.isNull(await VenueFacility.findBy('name', 'Podium'))
  })

  test('a name that exists (ignoring case) is a clear 422', async ({ client, assert }) => {
    assert.deepEqual(fieldErrors(await post(client, { ...VALID, name: 'WIFI' })), {
      name: ['Er bestaat al een voorziening met de naam "Wifi"'],
    })
    const parking = await VenueFacility.findByOrFail('key', 'parking')
    assert.deepEqual(fieldErrors(await put(client, parking.id, { name: 'wifi', sortOrder: 1 })), {
      name: ['Er bestaat al een voorziening met de naam "Wifi"'],
    })
    await parking.refresh()
    assert.deepInclude(parking.$attributes, { name: 'Parkeren', sortOrder: 10 })
  })

  test('an edit (by a sub-admin) shows in the public list at once; the key stays; only changed fields are traced', async ({
    client,
    assert,
  }) => {
    const wifi = await VenueFacility.findByOrFail('key', 'wifi')
    assert.equal((await publicFacilities(client)).find((f) => f.id === wifi.id)?.name, 'Wifi')
    const response = await put(
      client,
      wifi.id,
      { name: 'Gratis wifi', iconName: 'monitor', backgroundColor: '#ecfeff' },
      staff.subAdminToken
    )
    response.assertStatus(200)
    assert.deepInclude(response.body().data, { key: 'wifi', name: 'Gratis wifi', iconName: 'monitor', backgroundColor: '#ECFEFF' })
    assert.deepInclude(
      (await publicFacilities(client)).find((f) => f.id === wifi.id),
      { key: 'wifi', name: 'Gratis wifi', iconName: 'monitor' }
    )

    const [trace] = await auditTrail('venue_facility', wifi.id)
    assert.deepEqual(trace.oldValues, { name: 'Wifi', iconName: 'wifi', backgroundColor: '#CFFAFE' })
    assert.deepEqual(trace.newValues, { name: 'Gratis wifi', iconName: 'monitor', backgroundColor: '#ECFEFF' })
  })

  test('deactivated: gone from the public list, still in the back office', async ({ client, assert }) => {
    const kitchen = await VenueFacility.findByOrFail('key', 'kitchen')
    ;(await put(client, kitchen.id, { isActive: false })).assertStatus(200)
    assert.notInclude(
      (await publicFacilities(client)).map((f) => f.key),
      'kitchen'
    )
    const shown = await client.get(`/api/admin/venue-facilities/${kitchen.id}`).bearerToken(staff.subAdminToken)
    shown.assertStatus(200)
    assert.isFalse(shown.body().data.isActive)
    const list = await client
      .get('/api/admin/venue-facilities')
      .bearerToken(staff.adminToken)
      .qs({ sort: 'name', order: 'ASC', perPage: 100 })
    assert.include(
      list.body().data.map((f: { key: string }) => f.key),
      'kitchen'
    )
    assert.equal(list.body().total, await facilityCount())
  })

  test('others may not; an unknown id is a 404; an empty edit a 422', async ({ client, assert }) => {
    const before = await facilityCount()
    ;(await post(client, VALID, staff.organizerToken)).assertStatus(403)
    ;(await client.post('/api/admin/venue-facilities').json(VALID)).assertStatus(401)
    ;(await client.get('/api/admin/venue-facilities').bearerToken(staff.organizerToken)).assertStatus(403)
    ;(await put(client, 999_999, { sortOrder: 1 })).assertStatus(404)
    const wifi = await VenueFacility.findByOrFail('key', 'wifi')
    ;(await put(client, wifi.id, {})).assertStatus(422)
    assert.equal(await facilityCount(), before)
  })
})
