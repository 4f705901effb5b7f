import type { Messages } from './nl.js'
import { eventsFr } from './features/events/fr.js'
import { venuesFr } from './features/venues/fr.js'
import { pagesFr } from './features/pages/fr.js'
import { ticketsFr } from './features/tickets/fr.js'
import { authFr } from './features/auth/fr.js'
import { buyingFr } from './features/buying/fr.js'
// The review form, /review and review responses.
import { reviewsFr } from './features/reviews/fr.js'
// Like and follow buttons, My tickets' favourites.
import { likesFr } from './features/likes/fr.js'
// Ticketswitch (/ticketswitch, its sell island, the entry points).
import { ticketswitchFr } from './features/ticketswitch/fr.js'
// The agents' notification bell and /test-auth.
import { sessionFr } from './features/session/fr.js'
import { supportFr } from './features/support/fr.js'
import { waitingListFr } from './features/waiting_list/fr.js'

export const fr: Messages = {
  ...eventsFr,
  ...venuesFr,
  ...pagesFr,
  ...ticketsFr,
  ...authFr,
  ...buyingFr,
  ...reviewsFr,
  ...likesFr,
  ...ticketswitchFr,
  ...sessionFr,
  ...supportFr,
  ...waitingListFr,
  'a11y.skipToContent': 'Aller au contenu',
  'site.homeLink': '{name}, aller à la page d’accueil',

  'nav.label': 'Menu principal',
  'nav.menu': 'Menu',
  'nav.events': 'Événements',
  'nav.venues': 'Lieux',
  'nav.organize': 'Organiser',
  'nav.ticketswitch': 'Ticketswitch',
  'nav.login': 'Se connecter',
  'nav.register': 'S’inscrire',

  'language.label': 'Langue',

  'footer.tagline': 'Billets pour des événements et des lieux dans tout le Suriname.',
  'footer.infoHeading': 'Informations',
  'footer.terms': 'Conditions générales',
  'footer.privacy': 'Déclaration de confidentialité',
  'footer.cookies': 'Politique relative aux cookies',
  'footer.help': 'Centre d’aide',
  'footer.contact': 'Contact',
  'footer.copyright': '© {year} {name}. Tous droits réservés.',

  'home.pageTitle': 'Billets pour des événements au Suriname',
  'home.accountDeleted': 'Votre compte a été supprimé. Vos commandes sont conservées anonymisées pour la comptabilité.',
  'home.accountDeactivated': 'Votre compte a été désactivé : vous ne pouvez plus vous connecter.',
  'home.heroTitle': 'Découvrez des événements incroyables au Suriname',
  'home.heroSubtitle': 'Concerts, festivals, sport et culture : trouvez votre prochaine sortie et achetez vos billets en quelques clics.',

  'search.formLabel': 'Rechercher des événements',
  'search.label': 'Terme de recherche',
  'search.placeholder': 'Événement, artiste ou lieu',
  'search.district': 'District',
  'search.allDistricts': 'Tous les districts',
  'search.category': 'Catégorie',
  'search.allCategories': 'Toutes les catégories',
  'search.submit': 'Rechercher',

  'audience.heading': 'À qui s’adresse {name} ?',
  'audience.visitors.title': 'Visiteurs',
  'audience.visitors.text': 'Trouvez des événements près de chez vous et achetez vos billets rapidement et en toute sécurité.',
  'audience.visitors.cta': 'Voir les événements',
  'audience.organizers.title': 'Organisateurs',
  'audience.organizers.text': 'Vendez des billets pour votre événement et suivez vos ventes en temps réel.',
  'audience.venues.title': 'Gestionnaires de lieux',
  'audience.venues.text': 'Louez votre lieu à des organisateurs et remplissez votre agenda.',
  'audience.ticketpoints.title': 'Points de vente',
  'audience.ticketpoints.text': 'Vendez des billets au guichet et touchez une commission sur chaque vente.',
  'audience.howItWorks': 'Comment ça marche',

  'trust.heading': 'Pourquoi {name} ?',
  'trust.payment.title': 'Paiement sécurisé',
  'trust.payment.text': 'Payez avec Uni5Pay+ ou via Mollie avec iDEAL, carte bancaire et plus encore.',
  'trust.delivery.title': 'Billets par e-mail et WhatsApp',
  'trust.delivery.text': 'Vos billets avec code QR arrivent immédiatement, prêts à être scannés à l’entrée.',
  'trust.support.title': 'Assistance locale',
  'trust.support.text': 'Des questions ? Notre équipe au Suriname vous aide rapidement.',

  'notFound.title': 'Page introuvable',
  'notFound.text': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'notFound.home': 'Retour à la page d’accueil',
}
