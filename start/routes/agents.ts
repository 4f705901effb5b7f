/* Agents: partnerships with organizers, the agents' notifications, settlement and the agent dashboard's figures. */
import router from '@adonisjs/core/services/router'

const AgentSettlementsController = () => import('#controllers/agents/agent_settlements_controller')
const AgentFiguresController = () => import('#controllers/agents/agent_figures_controller')
const AgentPartnershipsController = () => import('#controllers/agents/agent_partnerships_controller')
const AgentNotificationsController = () => import('#controllers/agents/agent_notifications_controller')

router
  .get('/api/agent-settlements', [AgentSettlementsController, 'index'])
  .access(
    { resource: 'agent-settlements', action: 'list' },
    'back office: payments agents made to organizers; each side sees only its own pairs (the list is scoped)'
  )
router
  .get('/api/agent-settlements/balances', [AgentSettlementsController, 'balances'])
  .access(
    { resource: 'agent-settlements', action: 'list' },
    'back office: per agent and organizer collected, commission, settled and owed; scoped like the history'
  )
router
  .post('/api/agent-settlements', [AgentSettlementsController, 'store'])
  .access(
    { resource: 'agent-settlements', action: 'create' },
    'the organizer’s team records an agent’s payment, only for their own partner agents (checked by the service)'
  )
router
  .get('/api/agent/:id/stats', [AgentFiguresController, 'stats'])
  .access({ resource: 'agent-stats', action: 'show' }, 'the agent dashboard’s figures (SPEC §7 refresh path)', {
    param: 'id',
    kind: 'agent',
  })
router
  .get('/api/agent/:id/events', [AgentFiguresController, 'events'])
  .access({ resource: 'agent-stats', action: 'show' }, 'the events an agent may sell now, with what is left (SPEC §7 refresh path)', {
    param: 'id',
    kind: 'agent',
  })
router
  .get('/api/analytics/transactions/agent/:id', [AgentFiguresController, 'transactions'])
  .access({ resource: 'agent-stats', action: 'show' }, 'the agent’s sales with filters (SPEC §7 refresh path); a cashier sees their own', {
    param: 'id',
    kind: 'agent',
  })
router
  .get('/api/analytics/transactions/agent/:id/filter-options', [AgentFiguresController, 'filterOptions'])
  .access({ resource: 'agent-stats', action: 'show' }, 'the values the agent’s sales list can be filtered by (SPEC §7 refresh path)', {
    param: 'id',
    kind: 'agent',
  })
router
  .get('/api/analytics/categorized-sales/agent/:id', [AgentFiguresController, 'categorizedSales'])
  .access({ resource: 'agent-stats', action: 'show' }, 'the agent’s sales per event category (SPEC §7 refresh path)', {
    param: 'id',
    kind: 'agent',
  })
router
  .get('/api/agent/:id/organizers', [AgentPartnershipsController, 'organizerChoices'])
  .access(
    { resource: 'agent-partnerships', action: 'create' },
    'the organizers an agent may ask: upcoming events (count and next ones), town, and how many agents they work with',
    { param: 'id', kind: 'agent' }
  )
router
  .post('/api/agent-partnerships', [AgentPartnershipsController, 'store'])
  .access(
    { resource: 'agent-partnerships', action: 'create' },
    'an agent asks an organizer to sell their tickets (one open request per organizer); the organizer is e-mailed'
  )
router
  .get('/api/agent-partnerships/organizer/:organizerId', [AgentPartnershipsController, 'ofOrganizer'])
  .access(
    { resource: 'agent-partnerships', action: 'list' },
    'the organizer’s agent requests and partnerships (?status=pending for the requests)',
    { param: 'organizerId', kind: 'organizer' }
  )
router
  .get('/api/agent-partnerships/:agentId', [AgentPartnershipsController, 'ofAgent'])
  .access(
    { resource: 'agent-partnerships', action: 'list' },
    'the agent’s partnerships with their permissions and commission (SPEC §7 refresh path)',
    { param: 'agentId', kind: 'agent' }
  )
router
  .put('/api/agent-partnerships/:id', [AgentPartnershipsController, 'update'])
  .access(
    { resource: 'agent-partnerships', action: 'edit' },
    'the organizer approves (permissions, commission), rejects, terminates or changes terms; the agent is notified',
    { param: 'id', kind: 'partnership' }
  )
router
  .post('/api/agent-notifications/mark-all-read', [AgentNotificationsController, 'readAll'])
  .access(
    { resource: 'agent-notifications', action: 'edit' },
    'the bell: every notification of the agent in the body read at once (SPEC §7); another agent’s: 403'
  )
router
  .get('/api/agent-notifications/:agentId', [AgentNotificationsController, 'index'])
  .access(
    { resource: 'agent-notifications', action: 'list' },
    'the bell: the agent’s newest notifications and the unread count (SPEC §7)',
    { param: 'agentId', kind: 'agent' }
  )
router
  .put('/api/agent-notifications/:id/read', [AgentNotificationsController, 'read'])
  .access({ resource: 'agent-notifications', action: 'edit' }, 'the bell: one notification read on click (SPEC §4)', {
    param: 'id',
    kind: 'agentNotification',
  })
