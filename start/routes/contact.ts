/* Venue and organizer contact forms. */
import router from '@adonisjs/core/services/router'

const ContactMessagesController = () => import('#controllers/contact/contact_messages_controller')

router
  .get('/api/contact/captcha', [ContactMessagesController, 'captcha'])
  .access('public', 'how the contact dialog runs: the public reCAPTCHA site key or no captcha')
router
  .post('/api/venues/contact', [ContactMessagesController, 'venue'])
  .access('public', 'anyone may write to a public venue (SPEC §2 "Contact opnemen"); reCAPTCHA and a per-IP rate limit')
router
  .post('/api/organizers/contact', [ContactMessagesController, 'organizer'])
  .access('public', 'anyone may write to an organizer (SPEC §2 "Contact opnemen"); reCAPTCHA and a per-IP rate limit')
