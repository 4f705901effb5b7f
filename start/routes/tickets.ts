/* Buying (SPEC §7 "Purchase and payment"). */
import router from '@adonisjs/core/services/router'

const TicketsController = () => import('#controllers/tickets_controller')

router
  .group(() => {
    router.post('/reserve', [TicketsController, 'reserve'])
    router.delete('/reserve/:sessionId', [TicketsController, 'release'])
    router.post('/reserve/:sessionId/release', [TicketsController, 'release']).as('tickets.release_beacon')
    router.post('/purchase', [TicketsController, 'purchase'])
  })
  .prefix('/api/tickets')

const PaymentStatesController = () => import('#controllers/payment_states_controller')

router
  .group(() => {
    router.post('/create', [PaymentStatesController, 'create'])
    router.post('/resume', [PaymentStatesController, 'resume'])
    router.delete('/clear', [PaymentStatesController, 'clear'])
  })
  .prefix('/api/payment-state')
