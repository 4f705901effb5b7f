/* Public catalogue (SPEC §7 "Catalogue" and the read side of "Reviews and likes"). */
import router from '@adonisjs/core/services/router'

const VenueFacilitiesController = () => import('#controllers/venue_facilities_controller')
const PublicEventsController = () => import('#controllers/public_events_controller')
const PublicVenuesController = () => import('#controllers/public_venues_controller')
const OrganizersController = () => import('#controllers/organizers_controller')
const PublicReviewsController = () => import('#controllers/public_reviews_controller')
const MapsController = () => import('#controllers/maps_controller')
const PlatformTagsController = () => import('#controllers/platform_tags_controller')

const REVIEWED_ENTITIES = { match: /^(events|venues|users)$/ }

router
  .group(() => {
    router.get('/venue-facilities', [VenueFacilitiesController, 'index'])

    router.get('/events/public', [PublicEventsController, 'index'])
    router.get('/events/:id', [PublicEventsController, 'show'])
    router.get('/events/:id/ticket-types', [PublicEventsController, 'ticketTypes'])
    router.get('/events/:id/calendar.ics', [PublicEventsController, 'calendar'])

    router.get('/venues/public', [PublicVenuesController, 'index'])
    router.get('/venues/:id', [PublicVenuesController, 'show'])
    router.get('/venues/:id/map-data', [PublicVenuesController, 'mapData'])
    router.get('/venues/:id/geocode', [PublicVenuesController, 'mapData']).as('public_venues.geocode')

    router.get('/users/:id', [OrganizersController, 'show'])

    router.get('/:entity/:id/reviews/summary', [PublicReviewsController, 'summary']).where('entity', REVIEWED_ENTITIES)
    router.get('/:entity/:id/reviews', [PublicReviewsController, 'index']).where('entity', REVIEWED_ENTITIES)

    router.get('/internal/maps/api-key', [MapsController, 'apiKey'])
    router.get('/internal/maps/static', [MapsController, 'staticMap'])

    router.get('/platform/tags', [PlatformTagsController, 'show'])
  })
  .prefix('/api')
