/* Delivered tickets: the download link of the ticket e-mail/WhatsApp (SPEC §2 /download) and the buyer's own tickets. */
import router from '@adonisjs/core/services/router'

const TicketDownloadsController = () => import('#controllers/ticket_downloads_controller')
const MyTicketsController = () => import('#controllers/my_tickets_controller')

router.get('/api/tickets/download', [TicketDownloadsController, 'show'])
router.get('/api/tickets/download/:token/pdf', [TicketDownloadsController, 'pdf'])
router.get('/api/users/me/tickets', [MyTicketsController, 'index'])
router.post('/api/users/me/orders/:orderNumber/resend', [MyTicketsController, 'resend'])
