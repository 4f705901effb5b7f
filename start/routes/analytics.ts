/* Analytics: the storefront's funnel beacon and the funnel reports (docs/analytics.md). */
import router from '@adonisjs/core/services/router'

const AnalyticsController = () => import('#controllers/analytics/analytics_controller')

router
  .post('/api/analytics/collect', [AnalyticsController, 'collect'])
  .access('public', 'the storefront’s first-party funnel beacon: visitors, no account; names allow-listed, a per-network rate limit')
router
  .get('/api/analytics/events', [AnalyticsController, 'events'])
  .access({ resource: 'event-analytics', action: 'list' }, 'the funnel per event (SPEC §7 refresh path): the organizer’s team, admins all')
router
  .get('/api/analytics/summary', [AnalyticsController, 'summary'])
  .access(
    { resource: 'event-analytics', action: 'list' },
    'the funnel totals of a period (SPEC §7 refresh path): the organizer’s team, admins all'
  )
router
  .get('/api/analytics/events/:id', [AnalyticsController, 'event'])
  .access({ resource: 'event-analytics', action: 'show' }, 'back office: one event’s funnel per day (the Conversie card)', {
    param: 'id',
    kind: 'event',
  })
