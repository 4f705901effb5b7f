/* Reference data: event categories, venue facilities and currency rates, public lists and conversion and the admins' edits (SPEC §3). */
import router from '@adonisjs/core/services/router'
import { WHY } from '#http/route_access'

const EventCategoriesController = () => import('#controllers/reference_data/event_categories_controller')
const VenueFacilitiesController = () => import('#controllers/reference_data/venue_facilities_controller')
const CurrencyRatesController = () => import('#controllers/reference_data/currency_rates_controller')
const AdminEventCategoriesController = () => import('#controllers/reference_data/admin_event_categories_controller')
const AdminVenueFacilitiesController = () => import('#controllers/reference_data/admin_venue_facilities_controller')
const AdminCurrencyRatesController = () => import('#controllers/reference_data/admin_currency_rates_controller')

router.get('/api/event-categories', [EventCategoriesController, 'index']).access('public', WHY.catalogue)
router.get('/api/venue-facilities', [VenueFacilitiesController, 'index']).access('public', WHY.catalogue)
router.post('/api/currency-rates/convert', [CurrencyRatesController, 'convert']).access('public', 'price conversion shown on event pages')
// Before /:from/:to, which would take its two segments for a pair.
router
  .get('/api/currency-rates/convert-raw-batch/live', [CurrencyRatesController, 'convertBatch'])
  .access('public', 'many amounts at the rate in use, one rate lookup (SPEC §7 refresh path)')
router
  .get('/api/currency-rates/usage', [CurrencyRatesController, 'usage'])
  .access({ resource: 'currency-rates', action: 'list' }, 'back office: which conversions were served, how often, at which rate source')
router.get('/api/currency-rates/:from/:to', [CurrencyRatesController, 'show']).access('public', 'price conversion shown on event pages')
router
  .get('/api/admin/event-categories', [AdminEventCategoriesController, 'index'])
  .access({ resource: 'event-categories', action: 'list' }, 'back office: categories')
router
  .post('/api/admin/event-categories', [AdminEventCategoriesController, 'store'])
  .access({ resource: 'event-categories', action: 'create' }, 'back office: a new category')
router
  .get('/api/admin/event-categories/:id', [AdminEventCategoriesController, 'show'])
  .access({ resource: 'event-categories', action: 'show' }, 'back office: a category’s form')
router
  .put('/api/admin/event-categories/:id', [AdminEventCategoriesController, 'update'])
  .access(
    { resource: 'event-categories', action: 'edit' },
    'back office: a category’s name, colour, order, active and names in other languages'
  )
router
  .get('/api/admin/venue-facilities', [AdminVenueFacilitiesController, 'index'])
  .access({ resource: 'venue-facilities', action: 'list' }, 'back office: facilities')
router
  .post('/api/admin/venue-facilities', [AdminVenueFacilitiesController, 'store'])
  .access({ resource: 'venue-facilities', action: 'create' }, 'back office: a new facility')
router
  .get('/api/admin/venue-facilities/:id', [AdminVenueFacilitiesController, 'show'])
  .access({ resource: 'venue-facilities', action: 'show' }, 'back office: a facility’s form')
router
  .put('/api/admin/venue-facilities/:id', [AdminVenueFacilitiesController, 'update'])
  .access({ resource: 'venue-facilities', action: 'edit' }, 'back office: a facility’s edit')
router
  .get('/api/admin/currency-rates', [AdminCurrencyRatesController, 'index'])
  .access({ resource: 'currency-rates', action: 'list' }, 'back office: rates and their history')
router
  .post('/api/admin/currency-rates', [AdminCurrencyRatesController, 'store'])
  .access({ resource: 'currency-rates', action: 'create' }, 'back office: a new rate for a pair (the older ones stay as history)')
router
  .get('/api/admin/currency-rates/:id', [AdminCurrencyRatesController, 'show'])
  .access({ resource: 'currency-rates', action: 'show' }, 'back office: one rate')
