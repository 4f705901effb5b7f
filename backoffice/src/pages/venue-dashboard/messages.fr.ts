import type nlTexts from './messages.nl'

/** French texts of app.pages.venue-dashboard.* (Dutch first: messages.nl.ts). */
const fr: typeof nlTexts = {
  manage_venues: 'Gérer mes lieux',
  totals: {
    venues: 'Lieux',
    upcoming: 'Événements à venir',
    events: '%{count} événements au total',
    pending: 'Demandes en attente de réponse',
    reviews: 'Avis',
    followers: 'Abonnés',
  },
  venue: {
    approved: 'Approuvé',
    awaiting: "En attente d'approbation",
    inactive: 'Inactif',
    events: 'Événements',
    upcoming: 'À venir',
    reviews: 'Avis',
    rating: 'Moyenne',
    no_rating: '—',
    followers: 'Abonnés',
    pending: 'En attente',
    edit: 'Modifier',
    public_page: 'Page publique',
    requests: 'Demandes',
  },
  pending: {
    title: 'Demandes qui attendent votre réponse',
    none: 'Aucune demande en cours. Lorsqu’un organisateur choisit votre lieu, vous le verrez ici.',
    all: 'Toutes les demandes',
  },
  reviews: {
    title: 'Derniers avis',
    none: 'Pas encore d’avis sur vos lieux.',
    shown: 'Visible',
    pending: 'En attente de modération',
    rejected: 'Refusé',
    hidden: 'Pas encore visible',
    stars: '%{rating} étoiles sur 5',
  },
  empty: {
    title: "Bienvenue ! Vous n'avez pas encore de lieu",
    body: 'Enregistrez votre premier lieu. Une fois approuvé, il apparaît sur la plateforme et les organisateurs peuvent le demander pour leurs événements.',
    action: 'Enregistrer un lieu',
  },
}

export default fr
