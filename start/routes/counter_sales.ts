/* Counter sales at the loket and by agents: what a seller may sell, the sale, the seller's list and receipts. */
import router from '@adonisjs/core/services/router'

const CounterSalesController = () => import('#controllers/counter_sales/counter_sales_controller')

router
  .get('/api/events/loket-accessible/:userId', [CounterSalesController, 'loketAccessible'])
  .access(
    { resource: 'loket-sales', action: 'list' },
    'what a person of the organizer’s team may sell at the loket (SPEC §7), with the seats left',
    { param: 'userId', kind: 'teamMember' }
  )
router
  .get('/api/loket/sales', [CounterSalesController, 'loketList'])
  .access({ resource: 'loket-sales', action: 'list' }, 'the seller’s loket sales (the organizer’s: all of them)')
router
  .post('/api/loket/sales', [CounterSalesController, 'loketSell'])
  .access({ resource: 'loket-sales', action: 'create' }, 'a sale at the door in the seller’s open shift, within their loketPermissions')
router
  .get('/api/loket/sales/:orderNumber/receipt', [CounterSalesController, 'loketReceipt'])
  .access({ resource: 'loket-sales', action: 'show' }, 'the printable receipt of a loket sale with its QR codes', {
    param: 'orderNumber',
    kind: 'order',
  })
router
  .get('/api/agent/sales-events', [CounterSalesController, 'agentEvents'])
  .access(
    { resource: 'agent-sales', action: 'create' },
    'what the agent’s seller may sell under the approved partnerships, with the seats left'
  )
router
  .get('/api/agent/sales', [CounterSalesController, 'agentList'])
  .access({ resource: 'agent-sales', action: 'list' }, 'the sales made for the agent (staff: their own)')
router
  .post('/api/agent/sales', [CounterSalesController, 'agentSell'])
  .access(
    { resource: 'agent-sales', action: 'create' },
    'a ticket point sells for a partnered organizer within the partnership’s permissions; commission in the ledger'
  )
router
  .get('/api/agent/sales/:orderNumber/receipt', [CounterSalesController, 'agentReceipt'])
  .access(
    { resource: 'agent-sales', action: 'show' },
    'the printable receipt of an agent sale (records scoped to the agent by the service)'
  )
