import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  manage_venues: 'Manage my venues',
  totals: {
    venues: 'Venues',
    upcoming: 'Upcoming events',
    events: '%{count} events in total',
    pending: 'Requests awaiting your answer',
    reviews: 'Reviews',
    followers: 'Followers',
  },
  venue: {
    approved: 'Approved',
    awaiting: 'Awaiting approval',
    inactive: 'Inactive',
    events: 'Events',
    upcoming: 'Upcoming',
    reviews: 'Reviews',
    rating: 'Average',
    no_rating: '—',
    followers: 'Followers',
    pending: 'Waiting',
    edit: 'Edit',
    public_page: 'Public page',
    requests: 'Requests',
  },
  pending: {
    title: 'Requests awaiting your answer',
    none: 'No open requests. When an organizer chooses your venue, you will see it here.',
    all: 'All requests',
  },
  reviews: {
    title: 'Latest reviews',
    none: 'No reviews of your venues yet.',
    shown: 'Visible',
    pending: 'Awaiting moderation',
    rejected: 'Rejected',
    hidden: 'Not visible yet',
    stars: '%{rating} out of 5 stars',
  },
  empty: {
    title: 'Welcome! You have no venue yet',
    body: 'Register your first venue. Once approved it is on the platform and organizers can request it for their events.',
    action: 'Register a venue',
  },
}

export default en
