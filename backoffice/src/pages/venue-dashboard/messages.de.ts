import type nlTexts from './messages.nl'

/** German texts of app.pages.venue-dashboard.* (Dutch first: messages.nl.ts). */
const de: typeof nlTexts = {
  manage_venues: 'Meine Locations verwalten',
  totals: {
    venues: 'Locations',
    upcoming: 'Kommende Veranstaltungen',
    events: '%{count} Veranstaltungen insgesamt',
    pending: 'Anfragen warten auf Antwort',
    reviews: 'Bewertungen',
    followers: 'Follower',
  },
  venue: {
    approved: 'Freigegeben',
    awaiting: 'Wartet auf Freigabe',
    inactive: 'Inaktiv',
    events: 'Veranstaltungen',
    upcoming: 'Kommend',
    reviews: 'Bewertungen',
    rating: 'Durchschnitt',
    no_rating: '—',
    followers: 'Follower',
    pending: 'Wartend',
    edit: 'Bearbeiten',
    public_page: 'Öffentliche Seite',
    requests: 'Anfragen',
  },
  pending: {
    title: 'Anfragen, die auf deine Antwort warten',
    none: 'Keine offenen Anfragen. Wählt ein Veranstalter deine Location, siehst du das hier.',
    all: 'Alle Anfragen',
  },
  reviews: {
    title: 'Neueste Bewertungen',
    none: 'Noch keine Bewertungen deiner Locations.',
    shown: 'Sichtbar',
    pending: 'Wartet auf Moderation',
    rejected: 'Abgelehnt',
    hidden: 'Noch nicht sichtbar',
    stars: '%{rating} von 5 Sternen',
  },
  empty: {
    title: 'Willkommen! Du hast noch keine Location',
    body: 'Registriere deine erste Location. Nach der Freigabe steht sie auf der Plattform, und Veranstalter können sie für ihre Veranstaltungen anfragen.',
    action: 'Location registrieren',
  },
}

export default de
