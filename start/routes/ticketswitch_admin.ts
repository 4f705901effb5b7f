import router from '@adonisjs/core/services/router'

const AdminTicketswitchController = () => import('#controllers/admin/ticketswitch_controller')

/* The admin's Ticketswitch listings, figures and payouts. Access: domain/route_access.ts. */
router
  .group(() => {
    router.get('/listings', [AdminTicketswitchController, 'index'])
    router.get('/listings/:id', [AdminTicketswitchController, 'show'])
    router.post('/listings/:id/payout', [AdminTicketswitchController, 'payout'])
    router.get('/summary', [AdminTicketswitchController, 'summary'])
  })
  .prefix('/api/admin/ticketswitch')
