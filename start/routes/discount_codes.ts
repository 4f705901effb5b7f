/* Discount and access codes of an event (issue: commerce tools; domain/discount_codes.ts). */
import router from '@adonisjs/core/services/router'

const DiscountCodesController = () => import('#controllers/discount_codes/discount_codes_controller')

router
  .get('/api/events/:id/discount-codes/check', [DiscountCodesController, 'check'])
  .access('public', 'the checkout’s live check of a code: valid or not and its effect, never its limits; rate-limited per network')
router
  .get('/api/events/:id/discount-codes', [DiscountCodesController, 'index'])
  .access({ resource: 'discount-codes', action: 'list' }, 'the codes of the organizer’s event with their uses and revenue', {
    param: 'id',
    kind: 'event',
  })
router
  .post('/api/events/:id/discount-codes', [DiscountCodesController, 'store'])
  .access({ resource: 'discount-codes', action: 'create' }, 'a new code for the organizer’s event', { param: 'id', kind: 'event' })
router
  .get('/api/discount-codes/:id', [DiscountCodesController, 'show'])
  .access({ resource: 'discount-codes', action: 'show' }, 'one code of the organizer’s event', { param: 'id', kind: 'discountCode' })
router
  .put('/api/discount-codes/:id', [DiscountCodesController, 'update'])
  .access({ resource: 'discount-codes', action: 'edit' }, 'a code of the organizer’s event changed (switched off, limits, window)', {
    param: 'id',
    kind: 'discountCode',
  })
router
  .delete('/api/discount-codes/:id', [DiscountCodesController, 'destroy'])
  .access(
    { resource: 'discount-codes', action: 'delete' },
    'a code of the organizer’s event removed; its orders keep the code and discount',
    {
      param: 'id',
      kind: 'discountCode',
    }
  )
