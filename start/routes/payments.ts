/* Paying (SPEC §7 "Purchase and payment"): the methods, the payment itself with its webhook and the order status, the checkout's saved state. */
import router from '@adonisjs/core/services/router'
import paymentsConfig from '#config/payments'
import { WHY } from '#http/route_access'

const PaymentMethodsController = () => import('#controllers/payments/payment_methods_controller')
const PaymentsController = () => import('#controllers/payments/payments_controller')
const PaymentStatesController = () => import('#controllers/payments/payment_states_controller')

router.get('/api/payments/methods', [PaymentMethodsController, 'index']).access('public', WHY.buying)
router.post('/api/payments/create', [PaymentsController, 'create']).access('public', WHY.buying)
router
  .post('/api/payments/webhook/:provider', [PaymentsController, 'webhook'])
  .where('provider', /^(mollie|uni5pay)$/)
  .access('public', 'called by the payment provider; the status is fetched back from it')
router
  .get('/api/payments/order-status', [PaymentsController, 'status'])
  .access('public', 'the success page; the order’s secret key is the authority')
router
  .get('/api/payments/order-status/pdf', [PaymentsController, 'pdf'])
  .access('public', 'the tickets PDF of the success page and My tickets; the order’s secret key is the authority')
router
  .post('/api/payment-state/create', [PaymentStatesController, 'create'])
  .access('public', 'checkout state of an anonymous session (SPEC §5 resume)')
router
  .post('/api/payment-state/resume', [PaymentStatesController, 'resume'])
  .access('public', 'checkout state of an anonymous session (SPEC §5 resume)')
router
  .delete('/api/payment-state/clear', [PaymentStatesController, 'clear'])
  .access('public', 'checkout state of an anonymous session (SPEC §5 resume)')

// The Uni5Pay+ sandbox approves payments for anyone holding the checkout link: it exists only when chosen
// (UNI5PAY_MODE=sandbox, the default outside production; refused in production by config/production_checks.ts).
if (paymentsConfig.uni5pay.mode === 'sandbox') {
  router.get('/api/payments/uni5pay/sandbox/:paymentId', [PaymentsController, 'sandbox']).access('public', WHY.sandbox)
  router.post('/api/payments/uni5pay/sandbox/:paymentId/:decision', [PaymentsController, 'sandboxDecision']).access('public', WHY.sandbox)
}
