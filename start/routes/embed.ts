/* The embeddable ticket button (docs/embed.md): the organizer's registered websites, and what the embed page reads. */
import router from '@adonisjs/core/services/router'

const EmbedDomainsController = () => import('#controllers/embed/embed_domains_controller')

router
  .get('/api/events/:id/embed', [EmbedDomainsController, 'showPublic'])
  .access('public', 'the embed page of a published event: which websites may frame it (their origins are in its CSP anyway)')
router
  .get('/api/organizers/:id/embed-domains', [EmbedDomainsController, 'index'])
  .access({ resource: 'embed-domains', action: 'list' }, 'back office: the websites the organizer sells on with the ticket button', {
    param: 'id',
    kind: 'organizer',
  })
router
  .post('/api/organizers/:id/embed-domains', [EmbedDomainsController, 'store'])
  .access({ resource: 'embed-domains', action: 'create' }, 'back office: the organizer registers a website for the ticket button', {
    param: 'id',
    kind: 'organizer',
  })
router
  .delete('/api/organizers/:id/embed-domains/:domainId', [EmbedDomainsController, 'destroy'])
  .access({ resource: 'embed-domains', action: 'delete' }, 'back office: the organizer removes a website from the ticket button', {
    param: 'id',
    kind: 'organizer',
  })
