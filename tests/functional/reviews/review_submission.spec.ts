import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Review from '#models/review'
import ReviewInviteToken from '#models/review_invite_token'
import { orderClaimKey } from '#services/tickets/order_claim'
import { newOrderNumber } from '#services/orders/order_keys'
import { makeEvent, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { clearRateLimits } from '#tests/helpers/accounts'
import { bearer, buyTickets, eventStarted, useReviewSettings, visitor } from '#tests/functional/reviews/review_fixtures'

/*
 * POST /api/reviews. Who may review what (and who may not), one review per person per target,
 * verified only after a check-in, SPEC §5's messages, invitation tokens for guests, auto-moderation per setting,
 * cached ratings and the summary following in the same request.
 */

async function inviteFor(eventId: number, overrides: Partial<ReviewInviteToken> = {}) {
  return ReviewInviteToken.create({
    token: 'a'.repeat(54) + String(Date.now()).slice(-10),
    reviewType: 'event',
    eventId,
    inviteeEmail: 'gast@example.sr',
    inviteeName: 'Gast Koper',
    expiresAt: DateTime.now().plus({ days: 30 }),
    ...overrides,
  })
}

test.group('Reviews: who may write one', (group) => {
  // Before the test's transaction: a delete inside it would lock the rows the limiter (its own connection) writes.
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('a ticket holder reviews an event once it started; not before, not without a ticket, not after a refund', async ({
    client,
    assert,
  }) => {
    const started = await eventStarted(2)
    const upcoming = await eventStarted(-48)
    const holder = await visitor()
    await buyTickets(holder, started)
    await buyTickets(holder, upcoming)

    const early = await client
      .post('/api/reviews')
      .header('authorization', await bearer(holder))
      .json({ reviewType: 'event', eventId: upcoming.id, rating: 5 })
    early.assertStatus(403)
    assert.equal(early.body().code, 'REVIEW_EVENT_NOT_STARTED')
    assert.equal(early.body().message, 'Je kunt dit event beoordelen zodra het begonnen is.')

    const stranger = await visitor()
    const none = await client
      .post('/api/reviews')
      .header('authorization', await bearer(stranger))
      .json({ reviewType: 'event', eventId: started.id, rating: 5 })
    none.assertStatus(403)
    assert.equal(none.body().code, 'REVIEW_NO_TICKET')

    const refunded = await visitor()
    await buyTickets(refunded, started, { refundRequired: true })
    const owed = await client
      .post('/api/reviews')
      .header('authorization', await bearer(refunded))
      .json({ reviewType: 'event', eventId: started.id, rating: 5 })
    owed.assertStatus(403)
    assert.equal(owed.body().code, 'REVIEW_NO_TICKET')

    const cancelled = await visitor()
    await buyTickets(cancelled, started, { status: 'cancelled' })
    const notHeld = await client
      .post('/api/reviews')
      .header('authorization', await bearer(cancelled))
      .json({ reviewType: 'event', eventId: started.id, rating: 5 })
    notHeld.assertStatus(403)

    const ok = await client
      .post('/api/reviews')
      .header('authorization', await bearer(holder))
      .json({ reviewType: 'event', eventId: started.id, rating: 4, comment: '  Mooie avond  ' })
    ok.assertStatus(201)
    assert.equal(ok.body().message, 'Bedankt voor je feedback!')
    assert.equal(ok.body().data.review.comment, 'Mooie avond')
    assert.equal(ok.body().data.review.targetId, started.id)
    assert.isFalse(ok.body().data.review.isVerified)
    assert.equal(
      await Review.query()
        .where('event_id', started.id)
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      1
    )
  })

  test('a free ticket counts; a guest ticket with the account’s address counts once its order is claimed, not before', async ({
    client,
  }) => {
    const event = await eventStarted(1)
    const free = await visitor()
    await buyTickets(free, event, { status: 'free' })
    const answer = await client
      .post('/api/reviews')
      .header('authorization', await bearer(free))
      .json({ reviewType: 'event', eventId: event.id, rating: 5 })
    answer.assertStatus(201)

    const guestBuyer = await visitor({ email: `later-${Date.now()}@example.sr` })
    const orderId = await buyTickets(null, event, { email: guestBuyer.email.toUpperCase() })
    const review = { reviewType: 'event', eventId: event.id, rating: 3 }
    ;(
      await client
        .post('/api/reviews')
        .header('authorization', await bearer(guestBuyer))
        .json(review)
    ).assertStatus(403)
    // An order number as the shop makes them (the sales fixture's are shorter).
    const orderNumber = newOrderNumber()
    await db.from('orders').where('id', orderId).update({ order_number: orderNumber })
    ;(
      await client
        .post(`/api/users/me/orders/${orderNumber}/claim`)
        .header('authorization', await bearer(guestBuyer))
        .json({ key: orderClaimKey(orderNumber, guestBuyer.email) })
    ).assertStatus(200)
    const later = await client
      .post('/api/reviews')
      .header('authorization', await bearer(guestBuyer))
      .json({ reviewType: 'event', eventId: event.id, rating: 3 })
    later.assertStatus(201)

    const unverified = await visitor({ email: `unverified-${Date.now()}@example.sr`, isEmailVerified: false })
    await buyTickets(null, event, { email: unverified.email })
    const refused = await client
      .post('/api/reviews')
      .header('authorization', await bearer(unverified))
      .json({ reviewType: 'event', eventId: event.id, rating: 3 })
    refused.assertStatus(403)
  })

  test('a venue is reviewed by someone who attended one of its events; its organizer only by venue operators', async ({
    client,
    assert,
  }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const venue = await makeVenue()
    const event = await eventStarted(30, { organizerId: organizer.id, venueId: venue.id })
    const attendee = await visitor()
    await buyTickets(attendee, event, { checkedIn: 1 })
    const auth = await bearer(attendee)

    const venueReview = await client
      .post('/api/reviews')
      .header('authorization', auth)
      .json({ reviewType: 'venue', venueId: venue.id, rating: 5 })
    venueReview.assertStatus(201)
    assert.isTrue(venueReview.body().data.review.isVerified)
    const organizerReview = await client
      .post('/api/reviews')
      .header('authorization', auth)
      .json({ reviewType: 'organizer', organizerId: organizer.id, rating: 4 })
    organizerReview.assertStatus(403)
    assert.equal(organizerReview.body().code, 'REVIEW_VENUE_OPERATORS_ONLY')
    assert.equal(organizerReview.body().message, 'Alleen venue-beheerders kunnen een organisator beoordelen.')
    const eligibility = await client
      .get('/api/reviews/eligibility')
      .qs({ reviewType: 'organizer', targetId: organizer.id })
      .header('authorization', auth)
    assert.deepInclude(eligibility.body().data, { mayReview: false, reason: 'venue_operators_only' })
    assert.lengthOf(await Review.query().where('organizer_id', organizer.id), 0)

    const otherVenue = await makeVenue()
    const elsewhere = await client
      .post('/api/reviews')
      .header('authorization', auth)
      .json({ reviewType: 'venue', venueId: otherVenue.id, rating: 5 })
    elsewhere.assertStatus(403)
    assert.equal(elsewhere.body().code, 'REVIEW_NOT_ATTENDED')
    assert.equal(elsewhere.body().message, 'Je kunt alleen beoordelen waar je een event hebt bezocht.')
  })

  test('a venue operator reviews an organizer who held an event at their venue (SPEC §2 panel), not any organizer', async ({
    client,
    assert,
  }) => {
    const operator = await makeUser({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: operator.id })
    const guestOrganizer = await makeUser({ role: 'organizer' })
    await makeEvent({ organizerId: guestOrganizer.id, venueId: venue.id })
    const auth = await bearer(operator)

    const ok = await client
      .post('/api/reviews')
      .header('authorization', auth)
      .json({ reviewType: 'organizer', organizerId: guestOrganizer.id, rating: 5 })
    ok.assertStatus(201)
    assert.isFalse(ok.body().data.review.isVerified)

    const unknown = await makeUser({ role: 'organizer' })
    const refused = await client
      .post('/api/reviews')
      .header('authorization', auth)
      .json({ reviewType: 'organizer', organizerId: unknown.id, rating: 5 })
    refused.assertStatus(403)
    assert.equal(refused.body().code, 'REVIEW_NO_BOOKING')

    const own = await client.post('/api/reviews').header('authorization', auth).json({ reviewType: 'venue', venueId: venue.id, rating: 5 })
    own.assertStatus(403)
    assert.equal(own.body().code, 'REVIEW_OWN_TARGET')
  })

  test('an organizer and their manager never review their own organization or events', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const manager = await makeUser({ role: 'manager', managerForOrganizerId: organizer.id })
    const event = await eventStarted(3, { organizerId: organizer.id })
    await buyTickets(manager, event)
    for (const [who, body] of [
      [organizer, { reviewType: 'organizer', organizerId: organizer.id, rating: 5 }],
      [manager, { reviewType: 'event', eventId: event.id, rating: 5 }],
    ] as const) {
      const answer = await client
        .post('/api/reviews')
        .header('authorization', await bearer(who))
        .json(body)
      answer.assertStatus(403)
      assert.equal(answer.body().code, 'REVIEW_OWN_TARGET')
    }
  })

  test('one review per person per target: the second is refused and the first stays', async ({ client, assert }) => {
    const event = await eventStarted(2)
    const holder = await visitor()
    await buyTickets(holder, event)
    const auth = await bearer(holder)
    const first = await client
      .post('/api/reviews')
      .header('authorization', auth)
      .json({ reviewType: 'event', eventId: event.id, rating: 5, comment: 'Eerste' })
    first.assertStatus(201)
    const second = await client
      .post('/api/reviews')
      .header('authorization', auth)
      .json({ reviewType: 'event', eventId: event.id, rating: 1, comment: 'Tweede' })
    second.assertStatus(409)
    assert.equal(second.body().code, 'REVIEW_ALREADY_EXISTS')
    assert.equal(second.body().message, 'Je hebt dit al beoordeeld.')
    const rows = await Review.query().where('event_id', event.id)
    assert.deepEqual(
      rows.map((row) => row.comment),
      ['Eerste']
    )
  })

  test('isVerified only when the reviewer’s ticket was checked in', async ({ client, assert }) => {
    const event = await eventStarted(5)
    const scanned = await visitor()
    const unscanned = await visitor()
    await buyTickets(scanned, event, { quantity: 2, checkedIn: 1 })
    await buyTickets(unscanned, event, { quantity: 2, checkedIn: 0 })
    const yes = await client
      .post('/api/reviews')
      .header('authorization', await bearer(scanned))
      .json({ reviewType: 'event', eventId: event.id, rating: 5 })
    const no = await client
      .post('/api/reviews')
      .header('authorization', await bearer(unscanned))
      .json({ reviewType: 'event', eventId: event.id, rating: 5 })
    assert.isTrue(yes.body().data.review.isVerified)
    assert.isFalse(no.body().data.review.isVerified)
    assert.equal(yes.body().data.summary.verifiedReviews, 1)
    assert.equal(no.body().data.summary.totalReviews, 2)
  })

  test('signed out without a token: 401 with the sign-in message', async ({ client, assert }) => {
    const event = await eventStarted(2)
    const answer = await client.post('/api/reviews').json({ reviewType: 'event', eventId: event.id, rating: 5 })
    answer.assertStatus(401)
    assert.equal(answer.body().code, 'REVIEW_SIGN_IN_REQUIRED')
    assert.equal(answer.body().message, 'Log in om een review te schrijven.')
  })
})

test.group('Reviews: SPEC §5 validation', (group) => {
  // Before the test's transaction: a delete inside it would lock the rows the limiter (its own connection) writes.
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('the rating must be 1-5, the matching id present; nothing is stored on a refusal', async ({ client, assert }) => {
    const event = await eventStarted(2)
    const holder = await visitor()
    await buyTickets(holder, event)
    const auth = await bearer(holder)
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { reviewType: 'event', eventId: event.id, rating: 0 },
        422,
        'REVIEW_RATING_REQUIRED',
        'Selecteer alsjeblieft een beoordeling van 1 tot 5 sterren',
      ],
      [
        { reviewType: 'event', eventId: event.id },
        422,
        'REVIEW_RATING_REQUIRED',
        'Selecteer alsjeblieft een beoordeling van 1 tot 5 sterren',
      ],
      [
        { reviewType: 'event', eventId: event.id, rating: 4.5 },
        422,
        'REVIEW_RATING_REQUIRED',
        'Selecteer alsjeblieft een beoordeling van 1 tot 5 sterren',
      ],
      [
        { reviewType: 'event', eventId: event.id, rating: 6 },
        422,
        'REVIEW_RATING_REQUIRED',
        'Selecteer alsjeblieft een beoordeling van 1 tot 5 sterren',
      ],
      [{ reviewType: 'event', rating: 4 }, 422, 'REVIEW_TARGET_REQUIRED', 'eventId is required when reviewType is event'],
      [
        { reviewType: 'venue', eventId: event.id, rating: 4 },
        422,
        'REVIEW_TARGET_REQUIRED',
        'venueId is required when reviewType is venue',
      ],
      [{ reviewType: 'organizer', rating: 4 }, 422, 'REVIEW_TARGET_REQUIRED', 'organizerId is required when reviewType is organizer'],
      [{ reviewType: 'show', eventId: event.id, rating: 4 }, 422, 'VALIDATION_ERROR', 'reviewType must be one of event, organizer, venue'],
      [
        { reviewType: 'event', eventId: event.id, rating: 4, comment: 'x'.repeat(2001) },
        422,
        'VALIDATION_ERROR',
        'Je review mag maximaal 2000 tekens lang zijn.',
      ],
      [
        { reviewType: 'event', eventId: 999999999, rating: 4 },
        404,
        'REVIEW_TARGET_NOT_FOUND',
        'Wat je wilt beoordelen bestaat niet (meer).',
      ],
    ]
    for (const [body, status, code, message] of cases) {
      const answer = await client.post('/api/reviews').header('authorization', auth).json(body)
      assert.equal(answer.status(), status, JSON.stringify(body).slice(0, 80))
      assert.equal(answer.body().code, code)
      assert.equal(answer.body().message, message)
      assert.isFalse(answer.body().success)
    }
    assert.lengthOf(await Review.query().where('event_id', event.id), 0)
  })
})

test.group('Reviews: invitation tokens', (group) => {
  // Before the test's transaction: a delete inside it would lock the rows the limiter (its own connection) writes.
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('a guest reviews through a valid token once; the lookup tells what it is for; used, expired and unknown are refused', async ({
    client,
    assert,
  }) => {
    const event = await eventStarted(30)
    const orderId = await buyTickets(null, event, { email: 'gast@example.sr', checkedIn: 1 })
    const invite = await inviteFor(event.id, { orderId })

    const lookup = await client.get(`/api/reviews/invite/${invite.token}`)
    lookup.assertStatus(200)
    assert.deepInclude(lookup.body().data, {
      reviewType: 'event',
      targetId: event.id,
      targetName: event.title,
      targetPath: `/events/${event.id}`,
      inviteeName: 'Gast Koper',
    })

    const answer = await client
      .post('/api/reviews')
      .json({ reviewType: 'event', rating: 5, inviteToken: invite.token, guestName: 'Ricardo' })
    answer.assertStatus(201)
    assert.isTrue(answer.body().data.review.isGuest)
    assert.isTrue(answer.body().data.review.isVerified, 'the invited order’s ticket was scanned')
    const stored = await Review.findOrFail(answer.body().data.review.id)
    assert.equal(stored.guestName, 'Ricardo')
    assert.equal(stored.guestEmail, 'gast@example.sr')
    assert.isNull(stored.reviewerId)
    await invite.refresh()
    assert.isTrue(invite.isUsed)

    const again = await client.post('/api/reviews').json({ reviewType: 'event', rating: 1, inviteToken: invite.token })
    again.assertStatus(410)
    assert.equal(again.body().code, 'REVIEW_INVITE_USED')
    ;(await client.get(`/api/reviews/invite/${invite.token}`)).assertStatus(410)

    const expired = await inviteFor(event.id, { token: 'b'.repeat(64), expiresAt: DateTime.now().minus({ minutes: 1 }) })
    const late = await client.post('/api/reviews').json({ reviewType: 'event', rating: 4, inviteToken: expired.token })
    late.assertStatus(410)
    assert.equal(late.body().message, 'Deze reviewlink is verlopen.')
    ;(await client.get(`/api/reviews/invite/${'c'.repeat(64)}`)).assertStatus(404)
    ;(await client.get('/api/reviews/invite/kort')).assertStatus(404)
  })

  test('a token only reviews what it names', async ({ client, assert }) => {
    const event = await eventStarted(30)
    const other = await eventStarted(30)
    const invite = await inviteFor(event.id)
    const wrong = await client.post('/api/reviews').json({ reviewType: 'event', eventId: other.id, rating: 5, inviteToken: invite.token })
    wrong.assertStatus(422)
    assert.equal(wrong.body().code, 'REVIEW_INVITE_MISMATCH')
    await invite.refresh()
    assert.isFalse(invite.isUsed, 'a refused review leaves the token usable')
  })
})

test.group('Reviews: auto-moderation and cached ratings', (group) => {
  // Before the test's transaction: a delete inside it would lock the rows the limiter (its own connection) writes.
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('with autoModerationEnabled a clean review at or above the minimum shows at once; links, blocked words and low ratings wait', async ({
    client,
    assert,
  }) => {
    await useReviewSettings({ autoModerationEnabled: true, reviewDisplayMinRating: 3 })
    const event = await eventStarted(2)
    const write = async (rating: number, comment: string) => {
      const reviewer = await visitor()
      await buyTickets(reviewer, event)
      const answer = await client
        .post('/api/reviews')
        .header('authorization', await bearer(reviewer))
        .json({ reviewType: 'event', eventId: event.id, rating, comment })
      answer.assertStatus(201)
      return answer.body().data
    }
    const clean = await write(4, 'Prima georganiseerd')
    assert.include(clean.review, { reviewStatus: 'approved', isPublished: true })
    assert.deepEqual(clean.summary, { hasReviews: true, averageRating: 4, totalReviews: 1, verifiedReviews: 0 })
    const link = await write(5, 'Foto’s op www.mijnfotos.sr')
    assert.include(link.review, { reviewStatus: 'pending', isPublished: false })
    const rude = await write(5, 'Wat een shit avond')
    assert.equal(rude.review.reviewStatus, 'pending')
    const low = await write(2, 'Matig')
    assert.equal(low.review.reviewStatus, 'pending')
    const held = await Review.query().where('event_id', event.id).where('review_status', 'pending').orderBy('id')
    assert.deepEqual(
      held.map((review) => review.heldFor),
      ['link', 'blocked_word', 'low_rating']
    )

    const list = await client.get(`/api/events/${event.id}/reviews`)
    assert.equal(list.body().totalReviews, 1)
    const row = await db.from('events').where('id', event.id).select('cached_average_rating').first()
    assert.equal(Number(row.cached_average_rating), 4)
  })

  test('with autoModerationEnabled off every review waits for an admin', async ({ client, assert }) => {
    await useReviewSettings({ autoModerationEnabled: false, reviewDisplayMinRating: 1 })
    const event = await eventStarted(2)
    const reviewer = await visitor()
    await buyTickets(reviewer, event)
    const answer = await client
      .post('/api/reviews')
      .header('authorization', await bearer(reviewer))
      .json({ reviewType: 'event', eventId: event.id, rating: 5, comment: 'Top' })
    assert.include(answer.body().data.review, { reviewStatus: 'pending', isPublished: false })
    assert.isFalse(answer.body().data.summary.hasReviews)
    const stored = await Review.findOrFail(answer.body().data.review.id)
    assert.equal(stored.heldFor, 'auto_moderation_off')
    assert.isNull(stored.respondedAt)
  })

  test('venue and organizer caches follow each published review in the same request', async ({ client, assert }) => {
    await useReviewSettings({ autoModerationEnabled: true, reviewDisplayMinRating: 1 })
    const organizer = await makeUser({ role: 'organizer' })
    const venue = await makeVenue()
    const event = await eventStarted(30, { organizerId: organizer.id, venueId: venue.id })
    for (const [rating, checkedIn] of [
      [5, 1],
      [2, 0],
    ]) {
      const reviewer = await visitor()
      await buyTickets(reviewer, event, { checkedIn })
      const auth = await bearer(reviewer)
      ;(
        await client.post('/api/reviews').header('authorization', auth).json({ reviewType: 'venue', venueId: venue.id, rating })
      ).assertStatus(201)
      // The organizer is reviewed by the operators of venues that hosted its events (SPEC §2's panel).
      const operator = await makeUser({ role: 'venue_operator' })
      await makeEvent({ organizerId: organizer.id, venueId: (await makeVenue({ ownerId: operator.id })).id })
      ;(
        await client
          .post('/api/reviews')
          .header('authorization', await bearer(operator))
          .json({ reviewType: 'organizer', organizerId: organizer.id, rating })
      ).assertStatus(201)
    }
    const venueRow = await db.from('venues').where('id', venue.id).select('cached_average_rating', 'cached_review_count').first()
    assert.equal(Number(venueRow.cached_average_rating), 3.5)
    assert.equal(venueRow.cached_review_count, 2)
    const organizerRow = await db
      .from('users')
      .where('id', organizer.id)
      .select('cached_rating', 'cached_review_count', 'cached_verified_review_count')
      .first()
    assert.deepEqual(
      [Number(organizerRow.cached_rating), organizerRow.cached_review_count, organizerRow.cached_verified_review_count],
      [3.5, 2, 0]
    )
    const summary = await client.get(`/api/users/${organizer.id}/reviews/summary`)
    assert.deepEqual(summary.body().data, { hasReviews: true, averageRating: 3.5, totalReviews: 2, verifiedReviews: 0 })
  })

  test('eligibility tells the form whether to show and why not', async ({ client, assert }) => {
    const event = await eventStarted(2)
    const holder = await visitor()
    await buyTickets(holder, event, { checkedIn: 1 })
    const query = { reviewType: 'event', targetId: event.id }
    const signedOut = await client.get('/api/reviews/eligibility').qs(query)
    assert.deepEqual(signedOut.body().data, { mayReview: false, reason: 'sign_in_required', wouldBeVerified: false })
    const auth = await bearer(holder)
    const may = await client.get('/api/reviews/eligibility').qs(query).header('authorization', auth)
    assert.deepEqual(may.body().data, { mayReview: true, reason: null, wouldBeVerified: true })
    await client.post('/api/reviews').header('authorization', auth).json({ reviewType: 'event', eventId: event.id, rating: 5 })
    const done = await client.get('/api/reviews/eligibility').qs(query).header('authorization', auth)
    assert.equal(done.body().data.reason, 'already_reviewed')
  })
})
