/*
 * One route file per area (start/routes/<area>.ts), the same word as the area's controllers, services, validators
 * and tests. Each route declares who may call it with `.access(…)` (api/http/route_access.ts). The router tries
 * routes in the order they are declared, so a static path ('/api/events/public') is declared before a parameter
 * in the same place ('/api/events/:id'); keep that order when adding routes.
 */
import '#http/route_access'
import '#start/routes/server'
import '#start/routes/reference_data'
import '#start/routes/platform'
import '#start/routes/orders'
import '#start/routes/events'
import '#start/routes/venues'
import '#start/routes/organizers'
import '#start/routes/reviews'
import '#start/routes/maps'
import '#start/routes/payments'
import '#start/routes/accounts'
import '#start/routes/tickets'
import '#start/routes/audit'
import '#start/routes/team'
import '#start/routes/uploads'
import '#start/routes/bookings'
import '#start/routes/agents'
import '#start/routes/check_ins'
import '#start/routes/loket'
import '#start/routes/counter_sales'
import '#start/routes/contact'
import '#start/routes/likes'
import '#start/routes/ticketswitch'
import '#start/routes/payouts'
import '#start/routes/exports'
