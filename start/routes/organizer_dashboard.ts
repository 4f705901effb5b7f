import router from '@adonisjs/core/services/router'

const OrganizerStatsController = () => import('#controllers/organizer_stats_controller')

/* The organizer dashboard. Who may call it: domain/route_access.ts. */
router.get('/api/organizers/:id/stats', [OrganizerStatsController, 'show'])
