/* Organizers: the public list and organizer page, the page as its organizer edits it, and the organizer dashboard. */
import router from '@adonisjs/core/services/router'
import { WHY } from '#http/route_access'

const OrganizersController = () => import('#controllers/organizers/public_organizers_controller')
const OrganizerStatsController = () => import('#controllers/organizers/organizer_stats_controller')
const OrganizerProfilesController = () => import('#controllers/organizers/organizer_profiles_controller')

router.get('/api/organizers', [OrganizersController, 'index']).access('public', WHY.catalogue)
router.get('/api/users/:id', [OrganizersController, 'show']).access('public', 'an organizer’s public profile')
router
  .get('/api/organizers/:id/stats', [OrganizerStatsController, 'show'])
  .access(
    { resource: 'organizer-stats', action: 'show' },
    'the organizer dashboard’s figures (SPEC §7 refresh path): that organizer’s team and admins',
    { param: 'id', kind: 'organizer' }
  )
router
  .get('/api/organizers/:id/profile', [OrganizerProfilesController, 'show'])
  .access(
    { resource: 'organizer-profile', action: 'show' },
    'back office: the organizer page as its organizer edits it (managers read it)',
    { param: 'id', kind: 'organizer' }
  )
router
  .put('/api/organizers/:id/profile', [OrganizerProfilesController, 'update'])
  .access({ resource: 'organizer-profile', action: 'edit' }, 'back office: the organizer changes what their public page shows', {
    param: 'id',
    kind: 'organizer',
  })
