import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Review from '#models/review'
import AuditChange from '#models/audit_change'
import { makeEvent, makeReview, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { bearer, useReviewSettings } from '#tests/functional/reviews/review_fixtures'

/*
 * The admin's moderation queue (approve, reject, hide with a reason, audited, caches and lists follow)
 * and the reviewed party's one response within reviewResponseTimeLimit hours; who sees and answers which reviews.
 */

test.group('Reviews: the admin’s moderation queue', (group) => {
  rollbackEachTest(group)

  test('lists pending reviews; approving publishes (respondedAt, caches, public list), audited', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'admin' })
    const event = await makeEvent()
    const pending = await makeReview({
      eventId: event.id,
      rating: 4,
      comment: 'Zie www.foto.sr',
      reviewStatus: 'pending',
      respondedAt: null,
      heldFor: 'link',
    })
    await makeReview({ eventId: event.id, rating: 5, comment: 'Al goedgekeurd' })
    const auth = await bearer(admin)

    const queue = await client.get('/api/admin/review-moderation').header('authorization', auth)
    queue.assertStatus(200)
    const mine = queue.body().data.find((row: { id: number }) => row.id === pending.id)
    assert.include(mine, { reviewStatus: 'pending', heldFor: 'link', targetName: event.title, targetId: event.id })
    assert.notInclude(
      queue.body().data.map((row: { reviewStatus: string }) => row.reviewStatus),
      'approved'
    )

    const before = await client.get(`/api/events/${event.id}/reviews/summary`)
    assert.equal(before.body().data.totalReviews, 1)
    const approved = await client
      .put(`/api/admin/review-moderation/${pending.id}`)
      .header('authorization', auth)
      .json({ action: 'approve' })
    approved.assertStatus(200)
    assert.equal(approved.body().data.reviewStatus, 'approved')
    assert.isString(approved.body().data.respondedAt)
    const after = await client.get(`/api/events/${event.id}/reviews/summary`)
    assert.deepEqual(after.body().data, { hasReviews: true, averageRating: 4.5, totalReviews: 2, verifiedReviews: 2 })
    const cached = await db.from('events').where('id', event.id).select('cached_average_rating').first()
    assert.equal(Number(cached.cached_average_rating), 4.5)

    const trace = await AuditChange.query().where('entity_type', 'review').where('entity_id', pending.id).firstOrFail()
    assert.equal(trace.action, 'approve')
    assert.equal(trace.userId, admin.id)
    assert.deepEqual(trace.newValues, { reviewStatus: 'approved' })
  })

  test('reject and hide need a reason; hiding takes a review off the public pages; wrong transitions are refused', async ({
    client,
    assert,
  }) => {
    const admin = await makeUser({ role: 'admin', isSubAdmin: true })
    const venue = await makeVenue()
    const shown = await makeReview({ reviewType: 'venue', venueId: venue.id, rating: 5 })
    const pending = await makeReview({ reviewType: 'venue', venueId: venue.id, rating: 1, reviewStatus: 'pending', respondedAt: null })
    const auth = await bearer(admin)

    const noReason = await client.put(`/api/admin/review-moderation/${pending.id}`).header('authorization', auth).json({ action: 'reject' })
    noReason.assertStatus(422)
    assert.equal(noReason.body().message, 'Geef een reden op om een review af te wijzen of te verbergen.')

    const rejected = await client
      .put(`/api/admin/review-moderation/${pending.id}`)
      .header('authorization', auth)
      .json({ action: 'reject', reason: 'Geen ervaring met de venue' })
    rejected.assertStatus(200)
    assert.include(rejected.body().data, { reviewStatus: 'rejected', moderationReason: 'Geen ervaring met de venue' })

    const hideTwice = await client
      .put(`/api/admin/review-moderation/${pending.id}`)
      .header('authorization', auth)
      .json({ action: 'hide', reason: 'x' })
    hideTwice.assertStatus(409)
    assert.equal(hideTwice.body().code, 'REVIEW_MODERATION_INVALID')

    const hidden = await client
      .put(`/api/admin/review-moderation/${shown.id}`)
      .header('authorization', auth)
      .json({ action: 'hide', reason: 'Persoonlijke gegevens' })
    hidden.assertStatus(200)
    const list = await client.get(`/api/venues/${venue.id}/reviews`)
    assert.equal(list.body().totalReviews, 0)
    const cached = await db.from('venues').where('id', venue.id).select('cached_review_count').first()
    assert.equal(cached.cached_review_count, 0)
    const trace = await AuditChange.query().where('entity_type', 'review').where('entity_id', shown.id).firstOrFail()
    assert.equal(trace.reason, 'Persoonlijke gegevens')

    const hiddenQueue = await client
      .get('/api/admin/review-moderation')
      .qs({ filter: JSON.stringify({ reviewStatus: 'hidden' }) })
      .header('authorization', auth)
    assert.deepEqual(
      hiddenQueue.body().data.map((row: { id: number }) => row.id),
      [shown.id]
    )
    ;(await client.put('/api/admin/review-moderation/999999999').header('authorization', auth).json({ action: 'approve' })).assertStatus(
      404
    )
  })

  test('organizers, venue operators and visitors never reach the queue', async ({ client }) => {
    for (const role of ['organizer', 'venue_operator', 'user', 'manager'] as const) {
      const user = await makeUser({ role })
      ;(await client.get('/api/admin/review-moderation').header('authorization', await bearer(user))).assertStatus(403)
    }
  })
})

test.group('Reviews: the reviewed party’s response', (group) => {
  rollbackEachTest(group)

  test('the organizer answers a review of their event once; the answer shows under the review', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer', organizationName: 'Sranan Events' })
    const event = await makeEvent({ organizerId: organizer.id })
    const review = await makeReview({ eventId: event.id, rating: 3, comment: 'Warm', respondedAt: DateTime.now().minus({ hours: 2 }) })
    const auth = await bearer(organizer)

    const list = await client.get('/api/review-responses').header('authorization', auth)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().data.map((row: { id: number; mayRespond: boolean }) => [row.id, row.mayRespond]),
      [[review.id, true]]
    )

    const answer = await client.put(`/api/review-responses/${review.id}`).header('authorization', auth).json({ response: ' Dank je! ' })
    answer.assertStatus(200)
    assert.include(answer.body().data, { mayRespond: false })
    assert.deepInclude(answer.body().data.response, { text: 'Dank je!', byName: 'Sranan Events' })

    const twice = await client.put(`/api/review-responses/${review.id}`).header('authorization', auth).json({ response: 'Nog eens' })
    twice.assertStatus(409)
    assert.equal(twice.body().message, 'Op deze review is al gereageerd.')

    const shown = await client.get(`/api/events/${event.id}/reviews`)
    assert.deepInclude(shown.body().reviews[0].response, { text: 'Dank je!', byName: 'Sranan Events' })
    const empty = await client.put(`/api/review-responses/${review.id}`).header('authorization', auth).json({ response: '   ' })
    empty.assertStatus(422)
  })

  test('only within reviewResponseTimeLimit hours of publication, and only on a published review', async ({ client, assert }) => {
    await useReviewSettings({ reviewResponseTimeLimit: 24 })
    const organizer = await makeUser({ role: 'organizer' })
    const late = await makeReview({ reviewType: 'organizer', organizerId: organizer.id, respondedAt: DateTime.now().minus({ hours: 25 }) })
    const pending = await makeReview({ reviewType: 'organizer', organizerId: organizer.id, reviewStatus: 'pending', respondedAt: null })
    const auth = await bearer(organizer)
    const closed = await client.put(`/api/review-responses/${late.id}`).header('authorization', auth).json({ response: 'Te laat' })
    closed.assertStatus(409)
    assert.equal(closed.body().code, 'REVIEW_RESPONSE_CLOSED')
    const notYet = await client.put(`/api/review-responses/${pending.id}`).header('authorization', auth).json({ response: 'Te vroeg' })
    notYet.assertStatus(409)
    assert.equal(notYet.body().code, 'REVIEW_RESPONSE_NOT_PUBLISHED')

    const open = await client
      .get('/api/review-responses')
      .qs({ filter: JSON.stringify({ state: 'open' }) })
      .header('authorization', auth)
    assert.deepEqual(open.body().data, [])
    const all = await client.get('/api/review-responses').header('authorization', auth)
    assert.equal(all.body().data[0].mayRespond, false)
    assert.isString(all.body().data[0].respondUntil)
    assert.isNull((await Review.findOrFail(late.id)).responseText)
  })

  test('a venue operator answers reviews of their venues; a manager answers for their organizer', async ({ client, assert }) => {
    const operator = await makeUser({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: operator.id, name: 'Waterkant Testzaal' })
    const venueReview = await makeReview({ reviewType: 'venue', venueId: venue.id })
    const answer = await client
      .put(`/api/review-responses/${venueReview.id}`)
      .header('authorization', await bearer(operator))
      .json({ response: 'Tot ziens!' })
    answer.assertStatus(200)
    assert.equal(answer.body().data.response.byName, 'Waterkant Testzaal')

    const organizer = await makeUser({ role: 'organizer', organizationName: 'Kulturu' })
    const manager = await makeUser({ role: 'manager', managerForOrganizerId: organizer.id })
    const organizerReview = await makeReview({ reviewType: 'organizer', organizerId: organizer.id })
    const byManager = await client
      .put(`/api/review-responses/${organizerReview.id}`)
      .header('authorization', await bearer(manager))
      .json({ response: 'Dank!' })
    byManager.assertStatus(200)
    assert.equal(byManager.body().data.response.byName, 'Kulturu')
  })

  test('another organizer’s team and another operator never see or answer someone else’s reviews', async ({ client, assert }) => {
    const organizerA = await makeUser({ role: 'organizer' })
    const eventA = await makeEvent({ organizerId: organizerA.id })
    const reviewA = await makeReview({ eventId: eventA.id })
    const organizerB = await makeUser({ role: 'organizer' })
    const managerB = await makeUser({ role: 'manager', managerForOrganizerId: organizerB.id })
    const operatorA = await makeUser({ role: 'venue_operator' })
    const venueA = await makeVenue({ ownerId: operatorA.id })
    const venueReview = await makeReview({ reviewType: 'venue', venueId: venueA.id })
    const operatorB = await makeUser({ role: 'venue_operator' })

    for (const [who, reviewId] of [
      [organizerB, reviewA.id],
      [managerB, reviewA.id],
      [operatorB, venueReview.id],
      [operatorA, reviewA.id],
      [organizerA, venueReview.id],
    ] as const) {
      const auth = await bearer(who)
      const list = await client.get('/api/review-responses').header('authorization', auth)
      list.assertStatus(200)
      assert.notInclude(
        list.body().data.map((row: { id: number }) => row.id),
        reviewId
      )
      ;(await client.get(`/api/review-responses/${reviewId}`).header('authorization', auth)).assertStatus(403)
      ;(
        await client.put(`/api/review-responses/${reviewId}`).header('authorization', auth).json({ response: 'Niet van mij' })
      ).assertStatus(403)
    }
    assert.isNull((await Review.findOrFail(reviewA.id)).responseText)
    assert.isNull((await Review.findOrFail(venueReview.id)).responseText)

    for (const role of ['scanner', 'loket_medewerker', 'user', 'agent'] as const) {
      const user = await makeUser({ role, createdByOrganizerId: organizerA.id })
      ;(await client.get('/api/review-responses').header('authorization', await bearer(user))).assertStatus(403)
    }
    const admin = await makeUser({ role: 'admin' })
    const read = await client.get('/api/review-responses').header('authorization', await bearer(admin))
    assert.includeMembers(
      read.body().data.map((row: { id: number }) => row.id),
      [reviewA.id, venueReview.id]
    )
    ;(
      await client
        .put(`/api/review-responses/${reviewA.id}`)
        .header('authorization', await bearer(admin))
        .json({ response: 'Admin' })
    ).assertStatus(403)
  })
})
