import type { Messages } from './nl.js'
import { eventsEn } from './features/events/en.js'
import { venuesEn } from './features/venues/en.js'
import { pagesEn } from './features/pages/en.js'
import { ticketsEn } from './features/tickets/en.js'
import { authEn } from './features/auth/en.js'
import { buyingEn } from './features/buying/en.js'
// The review form, /review and review responses.
import { reviewsEn } from './features/reviews/en.js'
// Like and follow buttons, My tickets' favourites.
import { likesEn } from './features/likes/en.js'
// Ticketswitch (/ticketswitch, its sell island, the entry points).
import { ticketswitchEn } from './features/ticketswitch/en.js'
// The agents' notification bell and /test-auth.
import { sessionEn } from './features/session/en.js'
import { supportEn } from './features/support/en.js'
import { waitingListEn } from './features/waiting_list/en.js'

export const en: Messages = {
  ...eventsEn,
  ...venuesEn,
  ...pagesEn,
  ...ticketsEn,
  ...authEn,
  ...buyingEn,
  ...reviewsEn,
  ...likesEn,
  ...ticketswitchEn,
  ...sessionEn,
  ...supportEn,
  ...waitingListEn,
  'a11y.skipToContent': 'Skip to content',
  'site.homeLink': '{name}, go to the home page',

  'nav.label': 'Main menu',
  'nav.menu': 'Menu',
  'nav.events': 'Events',
  'nav.venues': 'Venues',
  'nav.organize': 'Organize',
  'nav.ticketswitch': 'Ticketswitch',
  'nav.login': 'Log in',
  'nav.register': 'Register',

  'language.label': 'Language',

  'footer.tagline': 'Tickets for events and venues all over Suriname.',
  'footer.infoHeading': 'Information',
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy statement',
  'footer.cookies': 'Cookie policy',
  'footer.help': 'Help center',
  'footer.contact': 'Contact',
  'footer.copyright': '© {year} {name}. All rights reserved.',

  'home.pageTitle': 'Tickets for events in Suriname',
  'home.accountDeleted': 'Your account has been deleted. Your orders are kept anonymised for the bookkeeping.',
  'home.accountDeactivated': 'Your account has been deactivated: you can no longer sign in.',
  'home.heroTitle': 'Discover Amazing Events in Suriname',
  'home.heroSubtitle': 'Concerts, festivals, sports and culture: find your next night out and buy tickets in a few clicks.',

  'search.formLabel': 'Search events',
  'search.label': 'Search term',
  'search.placeholder': 'Event, artist or venue',
  'search.district': 'District',
  'search.allDistricts': 'All districts',
  'search.category': 'Category',
  'search.allCategories': 'All categories',
  'search.submit': 'Search',

  'audience.heading': 'Who is {name} for?',
  'audience.visitors.title': 'Visitors',
  'audience.visitors.text': 'Find events near you and buy your tickets quickly and safely.',
  'audience.visitors.cta': 'Browse events',
  'audience.organizers.title': 'Organizers',
  'audience.organizers.text': 'Sell tickets for your event and follow your sales in real time.',
  'audience.venues.title': 'Venue operators',
  'audience.venues.text': 'Rent out your venue to organizers and fill your calendar.',
  'audience.ticketpoints.title': 'Ticket points',
  'audience.ticketpoints.text': 'Sell tickets at the counter and earn commission on every sale.',
  'audience.howItWorks': 'How it works',

  'trust.heading': 'Why {name}?',
  'trust.payment.title': 'Secure payment',
  'trust.payment.text': 'Pay with Uni5Pay+ or through Mollie with iDEAL, credit card and more.',
  'trust.delivery.title': 'Tickets by email and WhatsApp',
  'trust.delivery.text': 'Your tickets with QR code arrive instantly, ready to be scanned at the entrance.',
  'trust.support.title': 'Local support',
  'trust.support.text': 'Questions? Our team in Suriname is happy to help.',

  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has been moved.',
  'notFound.home': 'Back to the home page',
}
