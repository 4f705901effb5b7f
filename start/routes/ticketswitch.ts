/* Ticketswitch (contract: domain/ticketswitch.ts): what is for sale, and a holder's listings. */
import router from '@adonisjs/core/services/router'

const TicketswitchController = () => import('#controllers/ticketswitch_controller')

router
  .group(() => {
    router.get('/ticketswitch/listings', [TicketswitchController, 'index'])
    router.post('/ticketswitch/listings', [TicketswitchController, 'store'])
    router.delete('/ticketswitch/listings/:id', [TicketswitchController, 'destroy'])
    router.get('/ticketswitch/my-tickets', [TicketswitchController, 'mine'])
  })
  .prefix('/api')
