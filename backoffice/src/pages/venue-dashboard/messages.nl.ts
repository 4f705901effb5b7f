/** This folder's Dutch texts (i18n/locales/nl.ts picks them up as app.pages.venue-dashboard.*; English in messages.en.ts). */
const nl = {
  manage_venues: 'Mijn venues beheren',
  totals: {
    venues: 'Venues',
    upcoming: 'Komende evenementen',
    events: '%{count} evenementen in totaal',
    pending: 'Aanvragen wachten op antwoord',
    reviews: 'Reviews',
    followers: 'Volgers',
  },
  venue: {
    approved: 'Goedgekeurd',
    awaiting: 'Wacht op goedkeuring',
    inactive: 'Inactief',
    events: 'Evenementen',
    upcoming: 'Komend',
    reviews: 'Reviews',
    rating: 'Gemiddeld',
    no_rating: '—',
    followers: 'Volgers',
    pending: 'Wachtend',
    edit: 'Bewerken',
    public_page: 'Publieke pagina',
    requests: 'Aanvragen',
  },
  pending: {
    title: 'Aanvragen die op jouw antwoord wachten',
    none: 'Geen open aanvragen. Kiest een organisator jouw venue, dan zie je dat hier.',
    all: 'Alle aanvragen',
  },
  reviews: {
    title: 'Laatste reviews',
    none: 'Nog geen reviews van je venues.',
    shown: 'Zichtbaar',
    pending: 'Wacht op moderatie',
    rejected: 'Afgewezen',
    hidden: 'Nog niet zichtbaar',
    stars: '%{rating} van 5 sterren',
  },
  empty: {
    title: 'Welkom! Je hebt nog geen venue',
    body: 'Registreer je eerste venue. Na goedkeuring staat hij op het platform en kunnen organisatoren hem voor hun evenementen aanvragen.',
    action: 'Registreer een venue',
  },
}

export default nl
