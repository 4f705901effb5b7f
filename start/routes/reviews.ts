import router from '@adonisjs/core/services/router'

const ReviewsController = () => import('#controllers/reviews_controller')
const ReviewModerationController = () => import('#controllers/admin/review_moderation_controller')
const ReviewResponsesController = () => import('#controllers/review_responses_controller')

/* Writing reviews, the admin's moderation queue, the reviewed party's response. Access: domain/route_access.ts. */
router
  .group(() => {
    router.post('/reviews', [ReviewsController, 'store'])
    router.get('/reviews/invite/:token', [ReviewsController, 'invite'])
    router.get('/reviews/eligibility', [ReviewsController, 'eligibility'])
    router.get('/admin/review-moderation', [ReviewModerationController, 'index'])
    router.get('/admin/review-moderation/:id', [ReviewModerationController, 'show'])
    router.put('/admin/review-moderation/:id', [ReviewModerationController, 'update'])
    router.get('/review-responses', [ReviewResponsesController, 'index'])
    router.get('/review-responses/:id', [ReviewResponsesController, 'show'])
    router.put('/review-responses/:id', [ReviewResponsesController, 'update'])
  })
  .prefix('/api')
