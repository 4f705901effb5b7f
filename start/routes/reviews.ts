/* Reviews: the public lists and summaries, writing one, the admin's moderation queue, the reviewed party's response. */
import router from '@adonisjs/core/services/router'

const PublicReviewsController = () => import('#controllers/reviews/public_reviews_controller')
const ReviewsController = () => import('#controllers/reviews/reviews_controller')
const ReviewModerationController = () => import('#controllers/reviews/admin_review_moderation_controller')
const ReviewResponsesController = () => import('#controllers/reviews/review_responses_controller')

const REVIEWED_ENTITIES = { match: /^(events|venues|users)$/ }

router
  .get('/api/:entity/:id/reviews/summary', [PublicReviewsController, 'summary'])
  .where('entity', REVIEWED_ENTITIES)
  .access('public', 'shown reviews of a visible event, venue or organizer')
router
  .get('/api/:entity/:id/reviews', [PublicReviewsController, 'index'])
  .where('entity', REVIEWED_ENTITIES)
  .access('public', 'shown reviews of a visible event, venue or organizer')
router
  .post('/api/reviews', [ReviewsController, 'store'])
  .access('public', 'an attendee (signed in) or the holder of an invitation token (guests) writes a review; the service decides who may')
router
  .get('/api/reviews/invite/:token', [ReviewsController, 'invite'])
  .access('public', 'the /review?token= page: the 64-character token is the only key; unknown 404, expired or used 410')
router
  .get('/api/reviews/eligibility', [ReviewsController, 'eligibility'])
  .access('public', 'whether the review form is offered to this visitor (signed out: never, with the reason)')
router
  .get('/api/admin/review-moderation', [ReviewModerationController, 'index'])
  .access(
    { resource: 'review-moderation', action: 'list' },
    'back office: reviews waiting for moderation (or any status), for admins and sub-admins'
  )
router
  .get('/api/admin/review-moderation/:id', [ReviewModerationController, 'show'])
  .access({ resource: 'review-moderation', action: 'show' }, 'back office: one review with its reviewer and why auto-moderation held it')
router
  .put('/api/admin/review-moderation/:id', [ReviewModerationController, 'update'])
  .access({ resource: 'review-moderation', action: 'edit' }, 'back office: approve, reject or hide a review with a reason (audited)')
router
  .get('/api/review-responses', [ReviewResponsesController, 'index'])
  .access(
    { resource: 'review-responses', action: 'list' },
    'the published reviews about the organizer (its events and itself) or the operator’s venues; admins read all'
  )
router
  .get('/api/review-responses/:id', [ReviewResponsesController, 'show'])
  .access(
    { resource: 'review-responses', action: 'show' },
    'one review about the organizer or venue operator, with whether it may still be answered',
    { param: 'id', kind: 'review' }
  )
router
  .put('/api/review-responses/:id', [ReviewResponsesController, 'update'])
  .access(
    { resource: 'review-responses', action: 'edit' },
    'the reviewed organizer’s team or venue operator answers once, within reviewResponseTimeLimit hours',
    { param: 'id', kind: 'review' }
  )
