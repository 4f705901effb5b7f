/* Likes and follows (SPEC §7 "Reviews and likes", /api/favorites from the refresh paths). */
import router from '@adonisjs/core/services/router'

const LikesController = () => import('#controllers/likes_controller')

router
  .group(() => {
    router.post('/likes', [LikesController, 'store'])
    router.get('/likes/status', [LikesController, 'status'])
    router.delete('/likes/:targetType/:targetId', [LikesController, 'destroy'])
    router.get('/favorites', [LikesController, 'favorites'])
  })
  .prefix('/api')
