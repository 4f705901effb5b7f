/* Payment methods and currency conversion (SPEC §7 "Purchase and payment"). */
import router from '@adonisjs/core/services/router'

const PaymentMethodsController = () => import('#controllers/payment_methods_controller')
const CurrencyRatesController = () => import('#controllers/currency_rates_controller')

router
  .group(() => {
    router.get('/payments/methods', [PaymentMethodsController, 'index'])
    router.post('/currency-rates/convert', [CurrencyRatesController, 'convert'])
    router.get('/currency-rates/:from/:to', [CurrencyRatesController, 'show'])
  })
  .prefix('/api')

const PaymentsController = () => import('#controllers/payments_controller')

router
  .group(() => {
    router.post('/create', [PaymentsController, 'create'])
    router.post('/webhook/:provider', [PaymentsController, 'webhook']).where('provider', /^(mollie|uni5pay)$/)
    router.get('/order-status', [PaymentsController, 'status'])
    router.get('/uni5pay/sandbox/:paymentId', [PaymentsController, 'sandbox'])
    router.post('/uni5pay/sandbox/:paymentId/:decision', [PaymentsController, 'sandboxDecision'])
  })
  .prefix('/api/payments')
