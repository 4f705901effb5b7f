import router from '@adonisjs/core/services/router'

const AgentPartnershipsController = () => import('#controllers/agent_partnerships_controller')
const AgentNotificationsController = () => import('#controllers/agent_notifications_controller')

/* Agent partnerships and the agents' notifications (SPEC §7). Access: domain/route_access.ts. */
router
  .group(() => {
    router.post('/', [AgentPartnershipsController, 'store'])
    router.get('/organizer/:organizerId', [AgentPartnershipsController, 'ofOrganizer'])
    router.get('/:agentId', [AgentPartnershipsController, 'ofAgent'])
    router.put('/:id', [AgentPartnershipsController, 'update'])
  })
  .prefix('/api/agent-partnerships')

router
  .group(() => {
    router.post('/mark-all-read', [AgentNotificationsController, 'readAll'])
    router.get('/:agentId', [AgentNotificationsController, 'index'])
    router.put('/:id/read', [AgentNotificationsController, 'read'])
  })
  .prefix('/api/agent-notifications')
