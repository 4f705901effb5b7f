import router from '@adonisjs/core/services/router'

const TeamMembersController = () => import('#controllers/team_members_controller')

/* Issue 12 §6: an organizer's team (SPEC §7 refresh path /api/team-members/{id}). Access: domain/route_access.ts. */
router
  .group(() => {
    router.get('/member/:id', [TeamMembersController, 'show'])
    router.get('/:organizerId', [TeamMembersController, 'index'])
    router.post('/:organizerId', [TeamMembersController, 'store'])
    router.put('/:id', [TeamMembersController, 'update'])
    router.delete('/:id', [TeamMembersController, 'destroy'])
  })
  .prefix('/api/team-members')
