/* Orders: an event's orders and attendees for its organizer, an order's refunds and invoice, and the platform's refund queue. */
import router from '@adonisjs/core/services/router'

const AdminRefundsController = () => import('#controllers/orders/admin_refunds_controller')
const OrganizerOrdersController = () => import('#controllers/orders/organizer_orders_controller')
const OrderRefundsController = () => import('#controllers/orders/order_refunds_controller')
const OrderInvoicesController = () => import('#controllers/orders/order_invoices_controller')
const BuyerCancellationsController = () => import('#controllers/orders/buyer_cancellations_controller')

router
  .get('/api/admin/refunds', [AdminRefundsController, 'index'])
  .access(
    { resource: 'refunds', action: 'list' },
    'back office: orders whose money must go back (cancelled events, late payments), across organizers'
  )
router
  .post('/api/admin/refunds/:id/refund', [AdminRefundsController, 'refund'])
  .access(
    { resource: 'refunds', action: 'refund' },
    'back office: an order marked refunded with the provider’s reference (the organizer’s refund service)'
  )
router
  .get('/api/events/:id/orders', [OrganizerOrdersController, 'index'])
  .access({ resource: 'orders', action: 'list' }, 'back office: the event’s orders, searched and filtered', { param: 'id', kind: 'event' })
router
  .get('/api/events/:id/orders.csv', [OrganizerOrdersController, 'ordersCsv'])
  .access({ resource: 'orders', action: 'export' }, 'back office: the event’s orders as CSV, streamed', { param: 'id', kind: 'event' })
router
  .get('/api/events/:id/attendees.csv', [OrganizerOrdersController, 'attendeesCsv'])
  .access({ resource: 'orders', action: 'export' }, 'back office: the event’s attendees (one row per ticket) as CSV, streamed', {
    param: 'id',
    kind: 'event',
  })
router
  .get('/api/orders/:id', [OrganizerOrdersController, 'show'])
  .access({ resource: 'orders', action: 'show' }, 'back office: one order with its tickets', { param: 'id', kind: 'order' })
router
  .post('/api/orders/:id/resend', [OrganizerOrdersController, 'resend'])
  .access({ resource: 'orders', action: 'resend' }, 'back office: the order’s tickets sent again by e-mail and/or WhatsApp', {
    param: 'id',
    kind: 'order',
  })
router
  .post('/api/orders/:id/cancel', [OrganizerOrdersController, 'cancel'])
  .access({ resource: 'orders', action: 'cancel' }, 'back office: an unpaid or free order cancelled, its seats back on sale', {
    param: 'id',
    kind: 'order',
  })
router
  .post('/api/orders/:id/refund', [OrganizerOrdersController, 'refund'])
  .access({ resource: 'orders', action: 'refund' }, 'back office: a refundRequired order marked refunded', { param: 'id', kind: 'order' })
router
  .get('/api/orders/:id/refunds', [OrderRefundsController, 'index'])
  .access({ resource: 'orders', action: 'show' }, 'back office: the order’s refunds, and which tickets may still be refunded', {
    param: 'id',
    kind: 'order',
  })
router
  .post('/api/orders/:id/refunds', [OrderRefundsController, 'store'])
  .access({ resource: 'orders', action: 'refund' }, 'back office: the whole order or chosen tickets refunded through the provider', {
    param: 'id',
    kind: 'order',
  })
router
  .post('/api/orders/:id/refunds/:refundId/retry', [OrderRefundsController, 'retry'])
  .access({ resource: 'orders', action: 'refund' }, 'back office: a failed refund asked of the provider again (same idempotency key)', {
    param: 'id',
    kind: 'order',
  })
router
  .get('/api/orders/:orderNumber/invoice.pdf', [OrderInvoicesController, 'show'])
  .access(
    'public',
    'the order’s invoice: the order’s secret key, or the session of its buyer, its organizer’s staff or an admin (checked by the service)'
  )
router
  .post('/api/orders/:orderNumber/cancel-request', [BuyerCancellationsController, 'store'])
  .access(
    'public',
    'the buyer cancels their own order within the event’s policy: the order’s secret key, or the buyer’s session (checked by the service)'
  )
