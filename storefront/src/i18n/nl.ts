/* Dutch: the default language and the fallback for every missing key (SPEC §1). */
import { eventsNl } from './features/events/nl.js'
import { venuesNl } from './features/venues/nl.js'
import { pagesNl } from './features/pages/nl.js'
import { ticketsNl } from './features/tickets/nl.js'
import { authNl } from './features/auth/nl.js'
import { buyingNl } from './features/buying/nl.js'
// The review form, /review and review responses.
import { reviewsNl } from './features/reviews/nl.js'
// Like and follow buttons, My tickets' favourites.
import { likesNl } from './features/likes/nl.js'
// Ticketswitch (/ticketswitch, its sell island, the entry points).
import { ticketswitchNl } from './features/ticketswitch/nl.js'
// The agents' notification bell and /test-auth.
import { sessionNl } from './features/session/nl.js'
import { supportNl } from './features/support/nl.js'
import { waitingListNl } from './features/waiting_list/nl.js'

export const nl = {
  ...eventsNl,
  ...venuesNl,
  ...pagesNl,
  ...ticketsNl,
  ...authNl,
  ...buyingNl,
  ...reviewsNl,
  ...likesNl,
  ...ticketswitchNl,
  ...sessionNl,
  ...supportNl,
  ...waitingListNl,
  'a11y.skipToContent': 'Naar de inhoud',
  'site.homeLink': '{name}, naar de startpagina',

  'nav.label': 'Hoofdmenu',
  'nav.menu': 'Menu',
  'nav.events': 'Evenementen',
  'nav.venues': 'Venues',
  'nav.organize': 'Organiseren',
  'nav.ticketswitch': 'Ticketswitch',
  'nav.login': 'Inloggen',
  'nav.register': 'Registreren',

  'language.label': 'Taal',

  'footer.tagline': 'Tickets voor evenementen en venues in heel Suriname.',
  'footer.infoHeading': 'Informatie',
  'footer.terms': 'Algemene voorwaarden',
  'footer.privacy': 'Privacyverklaring',
  'footer.cookies': 'Cookiebeleid',
  'footer.help': 'Helpcentrum',
  'footer.contact': 'Contact',
  'footer.copyright': '© {year} {name}. Alle rechten voorbehouden.',

  'home.pageTitle': 'Tickets voor evenementen in Suriname',
  'home.accountDeleted': 'Je account is verwijderd. Je bestellingen zijn geanonimiseerd bewaard voor de boekhouding.',
  'home.accountDeactivated': 'Je account is gedeactiveerd: je kunt niet meer inloggen.',
  'home.heroTitle': 'Ontdek geweldige evenementen in Suriname',
  'home.heroSubtitle': 'Concerten, festivals, sport en cultuur: vind je volgende uitje en koop je tickets in een paar klikken.',

  'search.formLabel': 'Evenementen zoeken',
  'search.label': 'Zoekterm',
  'search.placeholder': 'Evenement, artiest of venue',
  'search.district': 'District',
  'search.allDistricts': 'Alle districten',
  'search.category': 'Categorie',
  'search.allCategories': 'Alle categorieën',
  'search.submit': 'Zoeken',

  'audience.heading': 'Voor wie is {name}?',
  'audience.visitors.title': 'Bezoekers',
  'audience.visitors.text': 'Vind evenementen bij jou in de buurt en koop je tickets snel en veilig.',
  'audience.visitors.cta': 'Bekijk evenementen',
  'audience.organizers.title': 'Organisatoren',
  'audience.organizers.text': 'Verkoop tickets voor je evenement en volg je verkoop in realtime.',
  'audience.venues.title': 'Venue-beheerders',
  'audience.venues.text': 'Verhuur je locatie aan organisatoren en vul je agenda.',
  'audience.ticketpoints.title': 'Ticketpoints',
  'audience.ticketpoints.text': 'Verkoop tickets aan de balie en verdien commissie op elke verkoop.',
  'audience.howItWorks': 'Zo werkt het',

  'trust.heading': 'Waarom {name}?',
  'trust.payment.title': 'Veilig betalen',
  'trust.payment.text': 'Betaal met Uni5Pay+ of via Mollie met iDEAL, creditcard en meer.',
  'trust.delivery.title': 'Tickets per e-mail en WhatsApp',
  'trust.delivery.text': 'Je tickets met QR-code komen direct binnen, klaar om te scannen bij de ingang.',
  'trust.support.title': 'Lokale support',
  'trust.support.text': 'Vragen? Ons team in Suriname helpt je snel verder.',

  'notFound.title': 'Pagina niet gevonden',
  'notFound.text': 'De pagina die je zoekt bestaat niet of is verplaatst.',
  'notFound.home': 'Terug naar de startpagina',
} satisfies Record<string, string>

export type MessageKey = keyof typeof nl
/** Every other dictionary must have every key (checked by the type). */
export type Messages = Record<MessageKey, string>
