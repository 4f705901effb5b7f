/* Likes and follows (SPEC §7 "Reviews and likes", /api/favorites from the refresh paths). */
import router from '@adonisjs/core/services/router'

const LikesController = () => import('#controllers/likes/likes_controller')

router
  .post('/api/likes', [LikesController, 'store'])
  .access('signedIn', 'liking or following needs an account (SPEC §5); one like per person and target')
router
  .get('/api/likes/status', [LikesController, 'status'])
  .access('signedIn', 'whether the caller likes these targets (SPEC §6: only when signed in)')
router
  .delete('/api/likes/:targetType/:targetId', [LikesController, 'destroy'])
  .access('signedIn', 'removes the caller’s own like or follow')
router.get('/api/favorites', [LikesController, 'favorites']).access('signedIn', 'the caller’s own likes and follows (My tickets)')
