import router from '@adonisjs/core/services/router'

const OrganizerProfilesController = () => import('#controllers/organizer_profiles_controller')

/* The organizer's public page as they edit it; access: 'organizer-profile' in domain/resource_access.ts. */
router.get('/api/organizers/:id/profile', [OrganizerProfilesController, 'show'])
router.put('/api/organizers/:id/profile', [OrganizerProfilesController, 'update'])
