import router from '@adonisjs/core/services/router'

const OrganizerStatsController = () => import('#controllers/organizer_stats_controller')

/* The organizer dashboard (issue 12 §3). Who may call it: domain/route_access.ts. */
router.get('/api/organizers/:id/stats', [OrganizerStatsController, 'show'])
