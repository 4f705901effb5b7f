/*
 * Route files per audience and module: the public/storefront API and the back-office API
 * call the same services (STYLE.md).
 */
import '#start/routes/public'
import '#start/routes/catalogue'
import '#start/routes/payments'
import '#start/routes/auth'
import '#start/routes/tickets'
import '#start/routes/ticket_delivery'
import '#start/routes/admin'
import '#start/routes/organizer_orders'
import '#start/routes/organizer_dashboard'
import '#start/routes/team'
import '#start/routes/organizer_events'
import '#start/routes/uploads'
import '#start/routes/organizer_profile'
import '#start/routes/platform_settings'
import '#start/routes/venues'
import '#start/routes/venue_operator'
import '#start/routes/counter_sales'
