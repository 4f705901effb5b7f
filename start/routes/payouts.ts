/* Payouts: what the platform owes each organizer (the statement and its downloads), the payouts made, and the admin's side. */
import router from '@adonisjs/core/services/router'

const OrganizerStatementsController = () => import('#controllers/payouts/organizer_statements_controller')
const AdminPayoutsController = () => import('#controllers/payouts/admin_payouts_controller')

const ORGANIZER = { param: 'id', kind: 'organizer' } as const

router
  .get('/api/organizers/:id/statement', [OrganizerStatementsController, 'show'])
  .access(
    { resource: 'organizer-payouts', action: 'show' },
    'back office: what the platform owes the organizer, per event and channel, for a period: their team and admins',
    ORGANIZER
  )
router
  .get('/api/organizers/:id/statement.csv', [OrganizerStatementsController, 'csv'])
  .access({ resource: 'organizer-payouts', action: 'show' }, 'back office: the statement as CSV for a spreadsheet', ORGANIZER)
router
  .get('/api/organizers/:id/statement.pdf', [OrganizerStatementsController, 'pdf'])
  .access({ resource: 'organizer-payouts', action: 'show' }, 'back office: the statement as PDF', ORGANIZER)
router
  .get('/api/organizers/:id/payouts', [OrganizerStatementsController, 'payouts'])
  .access({ resource: 'organizer-payouts', action: 'list' }, 'back office: the payouts the organizer received, and the balance', ORGANIZER)
router
  .get('/api/admin/payouts', [AdminPayoutsController, 'index'])
  .access(
    { resource: 'organizer-payouts', action: 'payout' },
    'back office: every organizer with the balance the platform owes and the last payout'
  )
router
  .post('/api/admin/organizers/:id/payouts', [AdminPayoutsController, 'store'])
  .access(
    { resource: 'organizer-payouts', action: 'payout' },
    'back office: a transfer to the organizer marked paid with the bank reference (audited, organizer told)',
    ORGANIZER
  )
