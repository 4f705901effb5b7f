import { test } from '@japa/runner'
import { parseReviewSubmission } from '#domain/review_input'
import { containsBlockedWord, containsLink, holdReason, invitationChannels, isInviteTokenShape, responseRefusal } from '#domain/reviews'
import { text } from '#exceptions/messages'
import { DEMO_REVIEWS } from '#database/demo/reviews'

test.group('Review rules (domain/reviews.ts)', () => {
  test('SPEC §5 input: rating 1-5 integer, the matching id, comment trimmed or null', ({ assert }) => {
    const ok = parseReviewSubmission({ reviewType: 'venue', venueId: '12', rating: 3, comment: '  ', isAnonymous: true })
    assert.deepEqual(ok, {
      ok: true,
      value: { reviewType: 'venue', targetId: 12, rating: 3, comment: null, isAnonymous: true, inviteToken: null, guestName: null },
    })
    for (const rating of [0, 6, 2.5, '4', null]) {
      const refused = parseReviewSubmission({ reviewType: 'event', eventId: 1, rating })
      assert.deepInclude(refused, { ok: false, code: 'REVIEW_RATING_REQUIRED', field: 'rating' })
    }
    assert.deepInclude(parseReviewSubmission({ reviewType: 'organizer', eventId: 1, rating: 4 }), {
      ok: false,
      problem: 'targetRequired',
      params: { field: 'organizerId', reviewType: 'organizer' },
      field: 'organizerId',
    })
    // The API words it as SPEC §5 does.
    assert.equal(
      text('REVIEW_TARGET_ID_REQUIRED', { field: 'organizerId', reviewType: 'organizer' }),
      'organizerId is required when reviewType is organizer'
    )
    // With a token the target may be left out (the token names it), but a bad id is still refused.
    assert.isTrue(parseReviewSubmission({ reviewType: 'event', rating: 4, inviteToken: 'f'.repeat(64) }).ok)
    assert.isFalse(parseReviewSubmission({ reviewType: 'event', eventId: 'x', rating: 4, inviteToken: 'f'.repeat(64) }).ok)
  })

  test('auto-moderation holds links, blocked words (whole words, accents ignored) and low ratings; off holds all', ({ assert }) => {
    const on = { autoModerationEnabled: true, reviewDisplayMinRating: 2 }
    assert.isNull(holdReason({ rating: 4, comment: 'Prima avond, kassa liep vlot' }, on))
    assert.isNull(holdReason({ rating: 2, comment: null }, on))
    assert.equal(holdReason({ rating: 1, comment: null }, on), 'low_rating')
    assert.equal(holdReason({ rating: 5, comment: 'kijk op https://x.example' }, on), 'link')
    assert.equal(holdReason({ rating: 5, comment: 'zie www.foto.sr' }, on), 'link')
    assert.equal(holdReason({ rating: 5, comment: 'Wat een SHIT!' }, on), 'blocked_word')
    assert.equal(holdReason({ rating: 5, comment: 'Goed' }, { ...on, autoModerationEnabled: false }), 'auto_moderation_off')
    assert.isFalse(containsBlockedWord('Schitterend, geen kutje maar een kuiken'), 'only whole words')
    assert.isTrue(containsBlockedWord('kánker'))
    assert.isFalse(containsLink('Om 9.30 begon het, 3.5 uur lang'))
  })

  test('a response: once, on a published review, within the limit', ({ assert }) => {
    const published = new Date('2026-01-01T12:00:00Z')
    const review = { reviewStatus: 'approved' as const, respondedAt: published, hasResponse: false }
    assert.isNull(responseRefusal(review, new Date('2026-01-08T12:00:00Z'), 168))
    assert.equal(responseRefusal(review, new Date('2026-01-08T12:00:01Z'), 168), 'REVIEW_RESPONSE_CLOSED')
    assert.equal(responseRefusal({ ...review, hasResponse: true }, published, 168), 'REVIEW_RESPONSE_EXISTS')
    assert.equal(responseRefusal({ ...review, reviewStatus: 'hidden' }, published, 168), 'REVIEW_RESPONSE_NOT_PUBLISHED')
    assert.equal(responseRefusal({ ...review, respondedAt: null }, published, 168), 'REVIEW_RESPONSE_NOT_PUBLISHED')
  })

  test('invite tokens are 64 hex characters; channels follow the order’s contact method', ({ assert }) => {
    assert.isTrue(isInviteTokenShape('0a'.repeat(32)))
    assert.isFalse(isInviteTokenShape('0A'.repeat(32)))
    assert.isFalse(isInviteTokenShape('0'.repeat(63)))
    assert.deepEqual(invitationChannels({ contact_method: 'both', buyer_email: 'a@b.sr', buyer_phone: '+5978123456' }), {
      email: true,
      whatsapp: true,
    })
    assert.deepEqual(invitationChannels({ contact_method: 'whatsapp', buyer_email: 'a@b.sr', buyer_phone: null }), {
      email: true,
      whatsapp: false,
    })
    assert.deepEqual(invitationChannels({ contact_method: 'email', buyer_email: null, buyer_phone: '+5978123456' }), {
      email: false,
      whatsapp: true,
    })
  })

  test('the demo reviews agree with the rule: shown ones (respondedAt) pass auto-moderation, waiting ones are held', ({ assert }) => {
    const defaults = { autoModerationEnabled: true, reviewDisplayMinRating: 1 }
    for (const review of DEMO_REVIEWS) {
      const held = holdReason(review, defaults)
      if (review.respondedDaysAgo !== undefined) assert.isNull(held, review.comment)
      else assert.isNotNull(held, review.comment)
      if (review.response) assert.isDefined(review.respondedDaysAgo, 'only published reviews have a response')
    }
    assert.isAbove(DEMO_REVIEWS.filter((review) => review.respondedDaysAgo === undefined).length, 2)
  })
})
