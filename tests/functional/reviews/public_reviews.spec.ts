import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeEvent, makeReview, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { issueSession } from '#services/accounts/session_service'

test.group('Public reviews', (group) => {
  rollbackEachTest(group)

  test('lists only approved reviews with respondedAt, newest handled first, with reviewer names', async ({ client, assert }) => {
    const event = await makeEvent()
    const company = await makeUser({ role: 'user', firstName: 'Jan', lastName: 'Smit', companyName: 'Smit BV' })
    const person = await makeUser({ role: 'user', firstName: 'Maya', lastName: 'Kromo' })
    const hidden = await makeUser({ role: 'user', firstName: 'Geheim', lastName: 'Persoon' })
    const day = (n: number) => DateTime.now().minus({ days: n })
    await makeReview({ eventId: event.id, reviewerId: company.id, rating: 5, respondedAt: day(1) })
    await makeReview({ eventId: event.id, reviewerId: person.id, rating: 4, respondedAt: day(2) })
    await makeReview({ eventId: event.id, reviewerId: hidden.id, rating: 3, isAnonymous: true, respondedAt: day(3) })
    await makeReview({
      eventId: event.id,
      isGuest: true,
      guestName: 'Ricardo',
      guestEmail: 'ricardo@gast.sr',
      rating: 2,
      isVerified: false,
      respondedAt: day(4),
    })
    // One review per person per target: the ones the public never sees are by other visitors.
    const other = async () => (await makeUser({ role: 'user' })).id
    await makeReview({ eventId: event.id, reviewerId: await other(), rating: 1, respondedAt: null, reviewStatus: 'approved' })
    await makeReview({ eventId: event.id, reviewerId: await other(), rating: 1, reviewStatus: 'pending' })
    await makeReview({ eventId: event.id, reviewerId: await other(), rating: 1, reviewStatus: 'rejected' })
    await makeReview({ eventId: event.id, reviewerId: await other(), rating: 1, reviewStatus: 'hidden' })

    const response = await client.get(`/api/events/${event.id}/reviews`)
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.totalReviews, 4)
    assert.equal(body.page, 1)
    assert.equal(body.perPage, 6)
    assert.deepEqual(
      body.reviews.map((r: { reviewer: { displayName: string } }) => r.reviewer.displayName),
      ['Smit BV', 'Maya Kromo', 'Anonieme reviewer', 'Ricardo']
    )
    const anonymous = body.reviews[2]
    assert.isNull(anonymous.reviewer.firstName)
    assert.notInclude(JSON.stringify(body), 'Geheim')
    assert.notInclude(JSON.stringify(body), 'ricardo@gast.sr')
    for (const review of body.reviews) assert.isString(review.respondedAt)

    const summary = await client.get(`/api/events/${event.id}/reviews/summary`)
    summary.assertStatus(200)
    assert.deepEqual(summary.body().data, { hasReviews: true, averageRating: 3.5, totalReviews: 4, verifiedReviews: 3 })
  })

  test('pages through the list and rounds the average to one decimal', async ({ client, assert }) => {
    const venue = await makeVenue()
    for (const rating of [5, 4, 4]) await makeReview({ reviewType: 'venue', venueId: venue.id, rating })
    const second = await client.get(`/api/venues/${venue.id}/reviews`).qs({ page: 2, perPage: 2 })
    second.assertStatus(200)
    assert.lengthOf(second.body().reviews, 1)
    assert.equal(second.body().totalReviews, 3)
    const summary = (await client.get(`/api/venues/${venue.id}/reviews/summary`)).body().data
    assert.equal(summary.averageRating, 4.3)
  })

  test('respects the platform reviewDisplayMinRating', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    await makeReview({ reviewType: 'organizer', organizerId: organizer.id, rating: 2 })
    await makeReview({ reviewType: 'organizer', organizerId: organizer.id, rating: 5 })
    await db.from('platform_settings').where('id', 1).update({ review_display_min_rating: 3 })
    const body = (await client.get(`/api/users/${organizer.id}/reviews`)).body()
    assert.equal(body.totalReviews, 1)
    assert.equal(body.reviews[0].rating, 5)
  })

  test('an entity without shown reviews has an empty summary', async ({ client, assert }) => {
    const event = await makeEvent()
    await makeReview({ eventId: event.id, respondedAt: null })
    const summary = await client.get(`/api/events/${event.id}/reviews/summary`)
    assert.deepEqual(summary.body().data, { hasReviews: false, averageRating: 0, totalReviews: 0, verifiedReviews: 0 })
  })

  test('unknown targets are the entity 404; bad paging is 422', async ({ client, assert }) => {
    const draft = await makeEvent({ isPublished: false })
    const visitor = await makeUser({ role: 'user' })
    const cases: [string, string][] = [
      [`/api/events/${draft.id}/reviews`, 'Event niet gevonden'],
      ['/api/events/abc/reviews/summary', 'Event niet gevonden'],
      ['/api/venues/999999/reviews', 'Venue niet gevonden'],
      [`/api/users/${visitor.id}/reviews/summary`, 'Organisator niet gevonden'],
    ]
    for (const [url, message] of cases) {
      const response = await client.get(url)
      response.assertStatus(404)
      assert.equal(response.body().message, message, url)
    }
    const event = await makeEvent()
    for (const qs of [{ page: '0' }, { perPage: '1000' }, { page: 'twee' }]) {
      ;(await client.get(`/api/events/${event.id}/reviews`).qs(qs)).assertStatus(422)
    }
  })
})

test.group('GET /api/platform/tags', (group) => {
  rollbackEachTest(group)

  test('returns the header and body tags from platform settings', async ({ client, assert }) => {
    await db
      .from('platform_settings')
      .where('id', 1)
      .update({ header_tag: '<meta name="x" content="1">', body_tag: '<noscript>hoi</noscript>' })
    const response = await client.get('/api/platform/tags')
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      data: { headerTag: '<meta name="x" content="1">', bodyTag: '<noscript>hoi</noscript>' },
    })
  })

  test('a hidden venue keeps its reviews to itself: only its owner and admins read them', async ({ client, assert }) => {
    const owner = await makeUser({ role: 'venue_operator' })
    const unapproved = await makeVenue({ ownerId: owner.id, isApproved: false })
    const inactive = await makeVenue({ ownerId: owner.id, isActive: false })
    for (const venue of [unapproved, inactive]) await makeReview({ reviewType: 'venue', venueId: venue.id, rating: 5 })
    const token = async (role: 'admin' | 'user' | 'venue_operator') => (await issueSession(await makeUser({ role }))).token
    const ownerToken = (await issueSession(owner)).token

    for (const path of ['reviews', 'reviews/summary']) {
      for (const bearer of [null, await token('user'), await token('venue_operator')]) {
        const request = client.get(`/api/venues/${unapproved.id}/${path}`)
        const hiddenUnapproved = bearer ? await request.bearerToken(bearer) : await request
        hiddenUnapproved.assertStatus(403)
        assert.equal(hiddenUnapproved.body().error, 'Toegang Geweigerd')
        const inactiveRequest = client.get(`/api/venues/${inactive.id}/${path}`)
        ;(bearer ? await inactiveRequest.bearerToken(bearer) : await inactiveRequest).assertStatus(404)
      }
      for (const bearer of [ownerToken, await token('admin')]) {
        for (const venue of [unapproved, inactive]) {
          const response = await client.get(`/api/venues/${venue.id}/${path}`).bearerToken(bearer)
          response.assertStatus(200)
          assert.equal(path === 'reviews' ? response.body().totalReviews : response.body().data.totalReviews, 1)
        }
      }
    }
  })
})
