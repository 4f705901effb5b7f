/* Counter sales at the loket and by agents; access: domain/route_access.ts, resources 'loket-sales', 'agent-sales'. */
import router from '@adonisjs/core/services/router'

const CounterSalesController = () => import('#controllers/counter_sales_controller')

router.get('/api/events/loket-accessible/:userId', [CounterSalesController, 'loketAccessible'])
router.get('/api/loket/sales', [CounterSalesController, 'loketList'])
router.post('/api/loket/sales', [CounterSalesController, 'loketSell'])
router.get('/api/loket/sales/:orderNumber/receipt', [CounterSalesController, 'loketReceipt'])
router.get('/api/agent/sales-events', [CounterSalesController, 'agentEvents'])
router.get('/api/agent/sales', [CounterSalesController, 'agentList'])
router.post('/api/agent/sales', [CounterSalesController, 'agentSell'])
router.get('/api/agent/sales/:orderNumber/receipt', [CounterSalesController, 'agentReceipt'])
