import type { Messages } from './nl.js'
import { eventsDe } from './features/events/de.js'
import { venuesDe } from './features/venues/de.js'
import { pagesDe } from './features/pages/de.js'
import { ticketsDe } from './features/tickets/de.js'
import { authDe } from './features/auth/de.js'
import { buyingDe } from './features/buying/de.js'
// The review form, /review and review responses.
import { reviewsDe } from './features/reviews/de.js'
// Like and follow buttons, My tickets' favourites.
import { likesDe } from './features/likes/de.js'
// Ticketswitch (/ticketswitch, its sell island, the entry points).
import { ticketswitchDe } from './features/ticketswitch/de.js'
// The agents' notification bell and /test-auth.
import { sessionDe } from './features/session/de.js'
import { supportDe } from './features/support/de.js'
import { waitingListDe } from './features/waiting_list/de.js'

export const de: Messages = {
  ...eventsDe,
  ...venuesDe,
  ...pagesDe,
  ...ticketsDe,
  ...authDe,
  ...buyingDe,
  ...reviewsDe,
  ...likesDe,
  ...ticketswitchDe,
  ...sessionDe,
  ...supportDe,
  ...waitingListDe,
  'a11y.skipToContent': 'Zum Inhalt springen',
  'site.homeLink': '{name}, zur Startseite',

  'nav.label': 'Hauptmenü',
  'nav.menu': 'Menü',
  'nav.events': 'Veranstaltungen',
  'nav.venues': 'Locations',
  'nav.organize': 'Veranstalten',
  'nav.ticketswitch': 'Ticketswitch',
  'nav.login': 'Anmelden',
  'nav.register': 'Registrieren',

  'language.label': 'Sprache',

  'footer.tagline': 'Tickets für Veranstaltungen und Locations in ganz Suriname.',
  'footer.infoHeading': 'Informationen',
  'footer.terms': 'Allgemeine Geschäftsbedingungen',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.cookies': 'Cookie-Richtlinie',
  'footer.help': 'Hilfe-Center',
  'footer.contact': 'Kontakt',
  'footer.copyright': '© {year} {name}. Alle Rechte vorbehalten.',

  'home.pageTitle': 'Tickets für Veranstaltungen in Suriname',
  'home.accountDeleted': 'Dein Konto wurde gelöscht. Deine Bestellungen bleiben anonymisiert für die Buchhaltung erhalten.',
  'home.accountDeactivated': 'Dein Konto wurde deaktiviert: Du kannst dich nicht mehr anmelden.',
  'home.heroTitle': 'Entdecke großartige Veranstaltungen in Suriname',
  'home.heroSubtitle': 'Konzerte, Festivals, Sport und Kultur: Finde dein nächstes Erlebnis und kaufe Tickets mit wenigen Klicks.',

  'search.formLabel': 'Veranstaltungen suchen',
  'search.label': 'Suchbegriff',
  'search.placeholder': 'Event, Künstler oder Location',
  'search.district': 'Distrikt',
  'search.allDistricts': 'Alle Distrikte',
  'search.category': 'Kategorie',
  'search.allCategories': 'Alle Kategorien',
  'search.submit': 'Suchen',

  'audience.heading': 'Für wen ist {name}?',
  'audience.visitors.title': 'Besucher',
  'audience.visitors.text': 'Finde Veranstaltungen in deiner Nähe und kaufe deine Tickets schnell und sicher.',
  'audience.visitors.cta': 'Veranstaltungen ansehen',
  'audience.organizers.title': 'Veranstalter',
  'audience.organizers.text': 'Verkaufe Tickets für deine Veranstaltung und verfolge deine Verkäufe in Echtzeit.',
  'audience.venues.title': 'Location-Betreiber',
  'audience.venues.text': 'Vermiete deine Location an Veranstalter und fülle deinen Kalender.',
  'audience.ticketpoints.title': 'Vorverkaufsstellen',
  'audience.ticketpoints.text': 'Verkaufe Tickets am Schalter und verdiene an jedem Verkauf eine Provision.',
  'audience.howItWorks': 'So funktioniert’s',

  'trust.heading': 'Warum {name}?',
  'trust.payment.title': 'Sicher bezahlen',
  'trust.payment.text': 'Bezahle mit Uni5Pay+ oder über Mollie mit iDEAL, Kreditkarte und mehr.',
  'trust.delivery.title': 'Tickets per E-Mail und WhatsApp',
  'trust.delivery.text': 'Deine Tickets mit QR-Code kommen sofort an, bereit zum Scannen am Eingang.',
  'trust.support.title': 'Lokaler Support',
  'trust.support.text': 'Fragen? Unser Team in Suriname hilft dir schnell weiter.',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.text': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'notFound.home': 'Zurück zur Startseite',
}
