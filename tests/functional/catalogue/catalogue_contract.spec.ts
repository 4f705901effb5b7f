import { test } from '@japa/runner'
import { seedDemoData } from '#database/demo/seed_demo_data'
import Event from '#models/event'
import Venue from '#models/venue'
import User from '#models/user'
import { rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

/* The JSON contract of domain/catalogue_types.ts, checked at run time on the demo data. */
const EVENT_SUMMARY_KEYS = [
  'id',
  'title',
  'description',
  'category',
  'startDate',
  'endDate',
  'images',
  'imageVariants',
  'cachedLikeCount',
  'cachedAverageRating',
  'minPrice',
  'maxPrice',
  'organizer',
  'venue',
]
const ORGANIZER_REF_KEYS = [
  'id',
  'name',
  'organizationName',
  'firstName',
  'lastName',
  'profileImage',
  'isVerified',
  'averageRating',
  'totalReviews',
]
const VENUE_REF_KEYS = ['id', 'name', 'district', 'streetName', 'houseNumber', 'neighborhood', 'isApproved']
const AMENITY_KEYS = [
  'hasParking',
  'isAccessible',
  'hasWifi',
  'hasCatering',
  'hasKitchen',
  'hasAirConditioning',
  'hasAudioSystem',
  'hasLighting',
]
const VENUE_SUMMARY_KEYS = [
  ...AMENITY_KEYS,
  ...['id', 'name', 'description', 'streetName', 'houseNumber', 'neighborhood', 'district', 'maxCapacity', 'priceAmount', 'pricePeriod'],
  ...['customAmenities', 'images', 'imageVariants', 'averageRating', 'totalReviews', 'likeCount'],
]
const VENUE_DETAIL_KEYS = [
  ...VENUE_SUMMARY_KEYS,
  'ownerId',
  'website',
  'isApproved',
  'isActive',
  'facilityIds',
  'adminFacilities',
  'socialMediaLinks',
  'contact',
  'statistics',
]
const TICKET_TYPE_KEYS = [
  ...['id', 'eventId', 'name', 'description', 'price', 'maxQuantity', 'quantitySold', 'reservedQuantity', 'availableNow'],
  ...['saleStartDate', 'saleEndDate', 'isActive', 'sortOrder', 'hasUserLimit', 'maxPerUser'],
]
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/

test.group('Catalogue contract on the demo data', (group) => {
  // Seeded once and kept, as demo_seed.spec.ts does (the seeder is idempotent); tests roll back.
  group.setup(async () => {
    await seedDemoData()
  })
  rollbackEachTest(group)

  test('event list, detail and ticket types carry every contract field', async ({ client, assert }) => {
    const list = (await client.get('/api/events/public')).body().data
    assert.isAbove(list.length, 5)
    for (const event of list) {
      assert.properties(event, EVENT_SUMMARY_KEYS)
      assert.properties(event.organizer, ORGANIZER_REF_KEYS)
      if (event.venue) assert.properties(event.venue, VENUE_REF_KEYS)
      assert.match(event.startDate, ISO_WITH_OFFSET)
      assert.isAbove(new Date(event.endDate).getTime(), Date.now())
    }
    const titles = list.map((e: { title: string }) => e.title)
    assert.include(titles, 'Kaseko Nacht aan de Waterkant')
    assert.notInclude(titles, 'Kaseko Nacht Deel 2 (concept)')

    const kaseko = await Event.findByOrFail('title', 'Kaseko Nacht aan de Waterkant')
    const detail = (await client.get(`/api/events/${kaseko.id}`)).body().data
    assert.properties(detail, [...EVENT_SUMMARY_KEYS, 'qrCodePrefix', 'isPublished'])
    assert.properties(detail.venue, [
      ...VENUE_REF_KEYS,
      'amenities',
      'customAmenities',
      'averageRating',
      'totalReviews',
      'maxCapacity',
      'images',
    ])
    assert.properties(detail.venue.amenities, AMENITY_KEYS)
    const types = (await client.get(`/api/events/${kaseko.id}/ticket-types`)).body().data
    assert.isAbove(types.length, 0)
    for (const type of types) assert.properties(type, TICKET_TYPE_KEYS)
  })

  test('venue list and detail carry every contract field; demo visibility holds', async ({ client, assert }) => {
    const list = (await client.get('/api/venues/public')).body().data
    for (const venue of list) assert.properties(venue, VENUE_SUMMARY_KEYS)
    const names = list.map((v: { name: string }) => v.name)
    assert.include(names, 'Waterkant Podium')
    assert.notInclude(names, 'Oude Loods Saramaccastraat')

    const podium = await Venue.findByOrFail('name', 'Waterkant Podium')
    const detail = (await client.get(`/api/venues/${podium.id}`)).body().data
    assert.properties(detail, VENUE_DETAIL_KEYS)
    assert.properties(detail.contact, ['name', 'phone', 'email', 'avatarUrl'])
    assert.properties(detail.statistics, ['totalEvents', 'upcomingEvents', 'totalReviews', 'followers'])
    assert.isAbove(detail.statistics.totalEvents, 0)

    const closed = await Venue.findByOrFail('name', 'Oude Loods Saramaccastraat')
    ;(await client.get(`/api/venues/${closed.id}`)).assertStatus(404)
    const unapproved = await Venue.query().where('is_approved', false).firstOrFail()
    ;(await client.get(`/api/venues/${unapproved.id}`)).assertStatus(403)
  })

  test('organizer profile and reviews carry every contract field', async ({ client, assert }) => {
    const organizer = await User.findByOrFail('email', 'organizer@demo.sr')
    const profile = (await client.get(`/api/users/${organizer.id}`)).body().data
    assert.properties(profile, [
      ...[
        'id',
        'role',
        'name',
        'organizationName',
        'firstName',
        'lastName',
        'profileImage',
        'isVerified',
        'businessDescription',
        'website',
      ],
      ...['socialMediaLinks', 'createdAt', 'averageRating', 'totalReviews', 'verifiedReviews', 'followerCount', 'contact', 'statistics'],
    ])
    // Demo: three handled organizer reviews, one still waiting (SPEC §9 shows only respondedAt).
    const reviews = (await client.get(`/api/users/${organizer.id}/reviews`)).body()
    assert.equal(reviews.totalReviews, 3)
    for (const review of reviews.reviews) {
      assert.properties(review, [
        'id',
        'reviewType',
        'rating',
        'comment',
        'isVerified',
        'isAnonymous',
        'createdAt',
        'respondedAt',
        'reviewer',
      ])
      assert.properties(review.reviewer, ['displayName', 'role', 'organizationName', 'companyName', 'firstName', 'lastName'])
    }
    const summary = (await client.get(`/api/users/${organizer.id}/reviews/summary`)).body().data
    // Verified = the reviewer's ticket was checked in; the venue operator's review of the organizer is not.
    assert.deepEqual(summary, { hasReviews: true, averageRating: 4.7, totalReviews: 3, verifiedReviews: 2 })
  })
})
