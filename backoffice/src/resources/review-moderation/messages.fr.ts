import type nl from './messages.nl'

/** French texts of resources.review-moderation.* (Dutch first: messages.nl.ts). */
const fr: typeof nl = {
  fields: { reviewStatus: 'Statut', reviewType: 'Type', q: 'Rechercher' },
  status: { pending: 'En attente de modération', approved: 'Publié', rejected: 'Refusé', hidden: 'Masqué' },
  action: { approve: 'Approuver', reject: 'Refuser', hide: 'Masquer' },
  done: { approve: 'Avis publié', reject: 'Avis refusé', hide: 'Avis masqué' },
  held: {
    link: 'Retenu : contient un lien',
    blocked_word: 'Retenu : contient un mot bloqué',
    low_rating: 'Retenu : note inférieure au minimum',
    auto_moderation_off: 'La modération automatique est désactivée',
  },
  dialog: {
    reject_title: "Refuser l'avis",
    reject_text: "L'avis ne sera pas publié. Le motif est inscrit dans l'historique ; l'auteur ne le voit pas.",
    hide_title: "Masquer l'avis",
    hide_text: "L'avis disparaît des pages publiques et ne compte plus dans la note. Le motif est inscrit dans l'historique.",
    reason: 'Motif',
  },
  reviewer_contact: 'Auteur : %{email}',
  reason_was: 'Motif : %{reason}',
  search_hint: 'Rechercher dans le texte',
  empty: "Aucun avis n'attend de modération.",
  empty_other: 'Aucun avis avec ce statut.',
  explain:
    "Les avis contenant un lien ou un mot bloqué, sous la note minimale, ou écrits pendant que la modération automatique était désactivée attendent ici. Approuver publie l'avis ; refuser et masquer demandent un motif.",
  card: {
    type: { event: 'Événement', venue: 'Lieu', organizer: 'Organisateur' },
    stars: '%{rating} étoiles sur 5',
    verified: 'Visite vérifiée',
    anonymous: 'Anonyme',
    guest: 'Invité',
    no_comment: 'Aucun commentaire.',
    response_by: 'Réponse de %{name} · %{date}',
  },
}

export default fr
