/* Payment methods and currency conversion (SPEC §7 "Purchase and payment"). */
import router from '@adonisjs/core/services/router'
import paymentsConfig from '#config/payments'

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
    router.get('/order-status/pdf', [PaymentsController, 'pdf'])
  })
  .prefix('/api/payments')

// The Uni5Pay+ sandbox approves payments for anyone holding the checkout link: it exists only when chosen
// (UNI5PAY_MODE=sandbox, the default outside production; refused in production by config/production_checks.ts).
if (paymentsConfig.uni5pay.mode === 'sandbox') {
  router
    .group(() => {
      router.get('/:paymentId', [PaymentsController, 'sandbox'])
      router.post('/:paymentId/:decision', [PaymentsController, 'sandboxDecision'])
    })
    .prefix('/api/payments/uni5pay/sandbox')
}
