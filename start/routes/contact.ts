import router from '@adonisjs/core/services/router'

const ContactMessagesController = () => import('#controllers/contact_messages_controller')

/* Venue and organizer contact forms. Who may call each route: domain/route_access.ts. */
router.get('/api/contact/captcha', [ContactMessagesController, 'captcha'])
router.post('/api/venues/contact', [ContactMessagesController, 'venue'])
router.post('/api/organizers/contact', [ContactMessagesController, 'organizer'])
