import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import { seedReferenceData } from '#database/seeders/reference_seeder'
import Like from '#models/like'
import { DomainError } from '#exceptions/domain_error'
import { getVenueForViewer } from '#services/venues/venue_catalogue_service'
import { makeEvent, makeReview, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

const ids = (body: { data: { id: number }[] }) => body.data.map((v) => v.id)

test.group('GET /api/venue-facilities', (group) => {
  rollbackEachTest(group)

  test('lists the eight standard facilities in sort order', async ({ client, assert }) => {
    await seedReferenceData()
    const response = await client.get('/api/venue-facilities')
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    const data = response.body().data as { key: string; sortOrder: number; iconName: string; colorCode: string; backgroundColor: string }[]
    assert.deepEqual(
      data.map((f) => f.key),
      ['parking', 'accessible', 'wifi', 'catering', 'kitchen', 'airConditioning', 'audioSystem', 'lighting']
    )
    for (const facility of data) assert.match(facility.backgroundColor, /^#[0-9A-Fa-f]{6}$/)
  })
})

test.group('GET /api/venues/public', (group) => {
  rollbackEachTest(group)

  test('lists approved, active, not deleted venues only', async ({ client, assert }) => {
    const shown = await makeVenue({ parking: true, customAmenities: ['Podium', 'Bar', 'Tuin', 'Zwembad'] })
    const unapproved = await makeVenue({ isApproved: false })
    const inactive = await makeVenue({ isActive: false })
    const deleted = await makeVenue({ deletedAt: DateTime.now() })
    const response = await client.get('/api/venues/public')
    response.assertStatus(200)
    const list = ids(response.body())
    assert.include(list, shown.id)
    for (const hidden of [unapproved, inactive, deleted]) assert.notInclude(list, hidden.id)
    const item = response.body().data.find((v: { id: number }) => v.id === shown.id)
    assert.isTrue(item.hasParking)
    assert.isFalse(item.hasWifi)
    assert.lengthOf(item.customAmenities, 4)
    assert.equal(item.pricePeriod, 'dag')
    assert.notProperty(item, 'ownerId')
  })

  test('search covers name, description, district and neighborhood, ignoring case', async ({ client, assert }) => {
    const byName = await makeVenue({ name: 'Hotel Torarica Testzaal' })
    const byDescription = await makeVenue({ description: 'Uitzicht op de TORARICA rivier' })
    const byNeighborhood = await makeVenue({ neighborhood: 'Blauwgrond', district: 'paramaribo' })
    const byDistrict = await makeVenue({ district: 'coronie', neighborhood: 'Totness' })
    assert.sameMembers(ids((await client.get('/api/venues/public').qs({ search: 'torarica' })).body()), [byName.id, byDescription.id])
    assert.include(ids((await client.get('/api/venues/public').qs({ search: 'blauwGROND' })).body()), byNeighborhood.id)
    assert.include(ids((await client.get('/api/venues/public').qs({ search: 'Coronie' })).body()), byDistrict.id)
  })

  test('district and capacity bands filter (small ≤200, medium 201-500, large 501-1000, extra_large >1000)', async ({ client, assert }) => {
    const small = await makeVenue({ maxCapacity: 200, district: 'saramacca' })
    const medium = await makeVenue({ maxCapacity: 201, district: 'saramacca' })
    const large = await makeVenue({ maxCapacity: 1000, district: 'saramacca' })
    const huge = await makeVenue({ maxCapacity: 1001, district: 'saramacca' })
    const elsewhere = await makeVenue({ maxCapacity: 100, district: 'wanica' })
    const mine = [small.id, medium.id, large.id, huge.id, elsewhere.id]
    // The demo data may hold venues in Saramacca too: only this test's venues are compared.
    const inSaramacca = async (capacity: string) =>
      ids((await client.get('/api/venues/public').qs({ district: 'saramacca', capacity })).body()).filter((id) => mine.includes(id))
    assert.sameMembers(await inSaramacca('small'), [small.id])
    assert.sameMembers(await inSaramacca('medium'), [medium.id])
    assert.sameMembers(await inSaramacca('large'), [large.id])
    assert.sameMembers(await inSaramacca('extra_large'), [huge.id])
    assert.sameMembers(await inSaramacca('all'), [small.id, medium.id, large.id, huge.id])
    assert.notInclude(ids((await client.get('/api/venues/public').qs({ district: 'saramacca' })).body()), elsewhere.id)
  })

  test('an unknown capacity band means no filter (domain/venue_size.ts); an overlong search is a 422', async ({ client, assert }) => {
    const big = await makeVenue({ maxCapacity: 5000 })
    const response = await client.get('/api/venues/public').qs({ capacity: 'gigantisch' })
    response.assertStatus(200)
    assert.include(ids(response.body()), big.id)
    const tooLong = await client.get('/api/venues/public').qs({ search: 'x'.repeat(500) })
    tooLong.assertStatus(422)
    tooLong.assertBodyContains({ code: 'VALIDATION_ERROR' })
  })
})

test.group('GET /api/venues/{id}', (group) => {
  rollbackEachTest(group)

  test('returns contact and statistics for a public venue', async ({ client, assert }) => {
    const owner = await makeUser({
      role: 'venue_operator',
      businessContactFirstName: 'Sandra',
      businessContactLastName: 'Pinas',
      businessPhone: '+5978123456',
      phone: '+5978999999',
    })
    const venue = await makeVenue({ ownerId: owner.id, socialMediaLinks: { instagram: 'https://instagram.com/zaal' } })
    await makeEvent({ venueId: venue.id })
    await makeEvent({
      venueId: venue.id,
      startDate: DateTime.now().minus({ days: 9 }),
      endDate: DateTime.now().minus({ days: 9 }).plus({ hours: 2 }),
    })
    await makeEvent({ venueId: venue.id, isPublished: false })
    await makeReview({ reviewType: 'venue', venueId: venue.id, rating: 5 })
    await makeReview({ reviewType: 'venue', venueId: venue.id, rating: 3, respondedAt: null })
    const fan = await makeUser({ role: 'user' })
    await Like.create({ userId: fan.id, targetType: 'venue', targetId: venue.id })

    const response = await client.get(`/api/venues/${venue.id}`)
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.id, venue.id)
    assert.equal(data.ownerId, owner.id)
    assert.deepEqual(data.contact, { name: 'Sandra Pinas', phone: '+5978123456', email: null, avatarUrl: null })
    assert.deepEqual(data.statistics, { totalEvents: 2, upcomingEvents: 1, totalReviews: 1, followers: 1 })
    assert.equal(data.socialMediaLinks.instagram, 'https://instagram.com/zaal')
    assert.notProperty(data, 'owner')
  })

  test('unapproved is 403 Toegang Geweigerd; inactive, deleted, unknown and malformed are 404', async ({ client, assert }) => {
    const unapproved = await makeVenue({ isApproved: false })
    const denied = await client.get(`/api/venues/${unapproved.id}`)
    denied.assertStatus(403)
    assert.equal(denied.body().message, 'Toegang Geweigerd')
    assert.equal(denied.body().code, 'VENUE_NOT_APPROVED')

    const inactive = await makeVenue({ isActive: false })
    const deleted = await makeVenue({ deletedAt: DateTime.now() })
    for (const id of [inactive.id, deleted.id, 999999, 'abc', '0']) {
      const response = await client.get(`/api/venues/${id}`)
      response.assertStatus(404)
      assert.equal(response.body().message, 'Venue niet gevonden')
    }
  })

  test('the owner and admins may see an unapproved venue; other users may not', async ({ assert }) => {
    const owner = await makeUser({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: owner.id, isApproved: false })
    const admin = await makeUser({ role: 'admin' })
    const stranger = await makeUser({ role: 'venue_operator' })
    assert.equal((await getVenueForViewer(venue.id, owner)).venue.id, venue.id)
    assert.equal((await getVenueForViewer(venue.id, admin)).venue.id, venue.id)
    await assert.rejects(() => getVenueForViewer(venue.id, stranger), DomainError)
    const error = await getVenueForViewer(venue.id, stranger).catch((e: DomainError) => e)
    assert.equal((error as DomainError).code, 'VENUE_NOT_APPROVED')
    const deleted = await makeVenue({ ownerId: owner.id, deletedAt: DateTime.now() })
    const gone = await getVenueForViewer(deleted.id, admin).catch((e: DomainError) => e)
    assert.equal((gone as DomainError).code, 'VENUE_NOT_FOUND')
  })
})

test.group('GET /api/venues/{id}/map-data', (group) => {
  rollbackEachTest(group)

  test('returns coordinates, placeId, geocode status and the address hash', async ({ client, assert }) => {
    const venue = await makeVenue({
      streetName: 'Waterkant',
      houseNumber: '12',
      neighborhood: 'Centrum',
      district: 'paramaribo',
      lat: '5.823400',
      lng: '-55.167800',
      placeId: 'abc',
      geocodeStatus: 'ok',
    })
    const response = await client.get(`/api/venues/${venue.id}/map-data`)
    response.assertStatus(200)
    const data = response.body().data
    assert.deepEqual(data.coordinates, { lat: 5.8234, lng: -55.1678 })
    assert.equal(data.placeId, 'abc')
    assert.equal(data.geocodeStatus, 'ok')
    assert.equal(data.addressHash, createHash('sha256').update('waterkant 12, centrum, paramaribo, suriname').digest('hex'))
    const geocode = await client.get(`/api/venues/${venue.id}/geocode`)
    assert.deepEqual(geocode.body().data, data)
  })

  test('a pending venue has no coordinates; non-public venues are 404', async ({ client, assert }) => {
    const pending = await makeVenue()
    const data = (await client.get(`/api/venues/${pending.id}/map-data`)).body().data
    assert.isNull(data.coordinates)
    assert.equal(data.geocodeStatus, 'pending')
    const unapproved = await makeVenue({ isApproved: false })
    for (const id of [unapproved.id, 999999, 'x']) {
      const response = await client.get(`/api/venues/${id}/map-data`)
      response.assertStatus(404)
      assert.equal(response.body().message, 'Venue niet gevonden')
    }
  })
})
