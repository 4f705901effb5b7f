import router from '@adonisjs/core/services/router'

const AgentSettlementsController = () => import('#controllers/agent_settlements_controller')
const AgentFiguresController = () => import('#controllers/agent_figures_controller')

/* Agents' settlements and the agent dashboard's figures. Access: domain/route_access.ts. */
router
  .group(() => {
    router.get('/agent-settlements', [AgentSettlementsController, 'index'])
    router.get('/agent-settlements/balances', [AgentSettlementsController, 'balances'])
    router.post('/agent-settlements', [AgentSettlementsController, 'store'])
    router.get('/agent/:id/stats', [AgentFiguresController, 'stats'])
    router.get('/agent/:id/events', [AgentFiguresController, 'events'])
    router.get('/analytics/transactions/agent/:id', [AgentFiguresController, 'transactions'])
    router.get('/analytics/transactions/agent/:id/filter-options', [AgentFiguresController, 'filterOptions'])
    router.get('/analytics/categorized-sales/agent/:id', [AgentFiguresController, 'categorizedSales'])
  })
  .prefix('/api')
