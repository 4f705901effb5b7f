/* Tickets: holding and getting them (SPEC §7 "Purchase and payment"), the delivered download link (SPEC §2 /download) and the buyer's own tickets. */
import router from '@adonisjs/core/services/router'
import { WHY } from '#http/route_access'

const TicketsController = () => import('#controllers/tickets/tickets_controller')
const TicketDownloadsController = () => import('#controllers/tickets/ticket_downloads_controller')
const MyTicketsController = () => import('#controllers/tickets/my_tickets_controller')
const TicketTransfersController = () => import('#controllers/tickets/ticket_transfers_controller')

router.post('/api/tickets/reserve', [TicketsController, 'reserve']).access('public', WHY.buying)
router
  .delete('/api/tickets/reserve/:sessionId', [TicketsController, 'release'])
  .access('public', 'the checkout session id is the key to its own holds')
router
  .post('/api/tickets/reserve/:sessionId/release', [TicketsController, 'release'])
  .as('tickets.release_beacon')
  .access('public', 'sendBeacon on page close; the session id is the key')
router.post('/api/tickets/purchase', [TicketsController, 'purchase']).access('public', WHY.buying)
router
  .get('/api/tickets/download', [TicketDownloadsController, 'show'])
  .access('public', 'the delivered download link’s token is the only key (SPEC §2 /download)')
router
  .get('/api/tickets/download/:token/pdf', [TicketDownloadsController, 'pdf'])
  .access('public', 'the delivered download link’s token is the only key')
router.get('/api/users/me/tickets', [MyTicketsController, 'index']).access('signedIn', 'the buyer’s own tickets')
router
  .post('/api/users/me/orders/:orderNumber/resend', [MyTicketsController, 'resend'])
  .access('signedIn', 'My tickets: the buyer’s own order sent again (someone else’s is a 404); rate-limited')
router
  .post('/api/users/me/orders/:orderNumber/claim', [MyTicketsController, 'claim'])
  .access('signedIn', 'My tickets: a guest order joins the account of its address with the ticket mail’s claim key; else 404/403')
router
  .post('/api/tickets/resend', [TicketTransfersController, 'resend'])
  .access('public', 'a guest who lost the mail: sent only to that address or number, the same answer either way; rate-limited')
router
  .post('/api/tickets/:id/transfer', [TicketTransfersController, 'transfer'])
  .access('public', 'the holder passes a ticket on: signed in, or with the download token that opens it; someone else’s is a 404')
