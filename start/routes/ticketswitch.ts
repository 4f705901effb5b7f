/* Ticketswitch (contract: domain/ticketswitch.ts): what is for sale, a holder's listings, and the admin's listings and payouts. */
import router from '@adonisjs/core/services/router'

const TicketswitchController = () => import('#controllers/ticketswitch/ticketswitch_controller')
const AdminTicketswitchController = () => import('#controllers/ticketswitch/admin_listings_controller')

router
  .get('/api/ticketswitch/listings', [TicketswitchController, 'index'])
  .access('public', 'what is for sale on Ticketswitch (price, type, event; no seller details)')
router
  .post('/api/ticketswitch/listings', [TicketswitchController, 'store'])
  .access('public', 'a holder lists their own ticket: signed in, or with the download token that opens it; price capped at what was paid')
router
  .delete('/api/ticketswitch/listings/:id', [TicketswitchController, 'destroy'])
  .access('public', 'the seller (account or download token) withdraws their listing until a buyer holds it; others get 404')
router
  .get('/api/ticketswitch/my-tickets', [TicketswitchController, 'mine'])
  .access('public', 'the holder’s sellable tickets and listings: signed in, or the tickets a download token opens; else 401')
router
  .get('/api/admin/ticketswitch/listings', [AdminTicketswitchController, 'index'])
  .access(
    { resource: 'ticketswitch-listings', action: 'list' },
    'back office: every resale listing with seller, buyer and payout, filtered by status, payout, event or search'
  )
router
  .get('/api/admin/ticketswitch/listings/:id', [AdminTicketswitchController, 'show'])
  .access(
    { resource: 'ticketswitch-listings', action: 'show' },
    'back office: one resale listing with the seller’s payout details and the buyer’s order'
  )
router
  .post('/api/admin/ticketswitch/listings/:id/payout', [AdminTicketswitchController, 'payout'])
  .access(
    { resource: 'ticketswitch-listings', action: 'payout' },
    'back office: a seller’s owed payout marked paid after the event (audited)'
  )
router
  .get('/api/admin/ticketswitch/summary', [AdminTicketswitchController, 'summary'])
  .access(
    { resource: 'ticketswitch-listings', action: 'list' },
    'back office: the listings per status and the resale money (volume, fees, payouts owed and paid)'
  )
