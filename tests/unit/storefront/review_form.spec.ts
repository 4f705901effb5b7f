import { test } from '@japa/runner'
import {
  INITIAL_RATING,
  STARS,
  isRatingChosen,
  nextRating,
  reasonOfCode,
  reviewSubmission,
} from '../../../storefront/src/components/reviews/review_form.js'
import { reviewFormMessages } from '../../../storefront/src/i18n/features/reviews/index.js'
import { INELIGIBLE_CODE, type IneligibleReason } from '../../../domain/reviews.js'
import { MESSAGES as REVIEW_ERRORS } from '#exceptions/messages'

test.group('Review form rules (SPEC §5)', () => {
  test('the stars start at 1 of 5; tapping the chosen star again clears them to 0, which may not be sent', ({ assert }) => {
    assert.equal(INITIAL_RATING, 1)
    assert.deepEqual(STARS, [1, 2, 3, 4, 5])
    assert.isTrue(isRatingChosen(INITIAL_RATING))
    assert.equal(nextRating(1, 1), 0)
    assert.isFalse(isRatingChosen(nextRating(1, 1)))
    assert.equal(nextRating(0, 4), 4)
    assert.equal(nextRating(4, 2), 2)
    for (const bad of [0, 6, 2.5, Number.NaN, -1]) assert.isFalse(isRatingChosen(bad), String(bad))
  })

  test('the body carries the id under the field of its reviewType; a blank comment is null', ({ assert }) => {
    assert.deepEqual(reviewSubmission({ reviewType: 'venue', targetId: 7 }, { rating: 4, comment: '   ', isAnonymous: true }), {
      reviewType: 'venue',
      venueId: 7,
      rating: 4,
      comment: null,
      isAnonymous: true,
    })
    assert.deepEqual(reviewSubmission({ reviewType: 'organizer', targetId: 3 }, { rating: 5, comment: ' Top! ', isAnonymous: false }), {
      reviewType: 'organizer',
      organizerId: 3,
      rating: 5,
      comment: 'Top!',
      isAnonymous: false,
    })
  })

  test("a guest's name goes only with an invitation token, trimmed, and not when blank", ({ assert }) => {
    const target = { reviewType: 'event' as const, targetId: 9 }
    const values = { rating: 3, comment: '', isAnonymous: false, guestName: '  Anika ' }
    assert.notProperty(reviewSubmission(target, values), 'guestName')
    assert.notProperty(reviewSubmission(target, values), 'inviteToken')
    const token = 'a'.repeat(64)
    assert.deepInclude(reviewSubmission(target, values, token), { eventId: 9, inviteToken: token, guestName: 'Anika' })
    assert.notProperty(reviewSubmission(target, { ...values, guestName: ' ' }, token), 'guestName')
  })

  test("an API refusal code maps back to the eligibility reason the page translates; other codes don't", ({ assert }) => {
    for (const [reason, code] of Object.entries(INELIGIBLE_CODE)) assert.equal(reasonOfCode(code), reason)
    assert.isNull(reasonOfCode('VALIDATION_ERROR'))
    assert.isNull(reasonOfCode('REVIEW_INVITE_USED'))
    assert.isNull(reasonOfCode(undefined))
  })
})

test.group('Review form texts', () => {
  test("Dutch is SPEC's text; every language has its own refusal for every reason", ({ assert }) => {
    const nl = reviewFormMessages('nl')
    assert.equal(nl['reviewForm.submittedTitle'], 'Review Ingediend')
    assert.equal(nl['reviewForm.submitted'], 'Bedankt voor je feedback!')
    assert.equal(nl['reviewForm.failedTitle'], 'Review Indienen Mislukt')
    assert.equal(nl['reviewForm.failedFallback'], 'Er ging iets mis')
    assert.equal(nl['reviewForm.ratingRequiredTitle'], 'Beoordeling Vereist')
    assert.equal(nl['reviewForm.ratingRequired'], REVIEW_ERRORS.REVIEW_RATING_REQUIRED.message)
    for (const [reason, code] of Object.entries(INELIGIBLE_CODE) as [IneligibleReason, keyof typeof REVIEW_ERRORS][]) {
      assert.equal(nl[`reviewForm.refused.${reason}`], REVIEW_ERRORS[code].message, reason)
      for (const lang of ['en', 'es', 'fr', 'de'] as const) {
        assert.notEqual(reviewFormMessages(lang)[`reviewForm.refused.${reason}`], REVIEW_ERRORS[code].message, `${lang} ${reason}`)
      }
    }
  })
})
