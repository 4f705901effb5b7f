import type nl from './messages.nl'

/** French texts of resources.refunds.* (Dutch first: messages.nl.ts). */
const fr: typeof nl = {
  fields: {
    orderNumber: 'Commande',
    eventTitle: 'Événement',
    buyerName: 'Acheteur',
    total: 'Montant',
    paymentProvider: 'Payé via',
    refundReason: 'Motif',
    refundRequiredAt: 'Depuis',
    refundedAt: 'Remboursé le',
    refundReference: 'Référence',
    state: 'Afficher',
    q: 'Rechercher',
    reason: 'Motif',
    provider: 'Payé via',
  },
  state: { open: 'À rembourser', refunded: 'Remboursé' },
  reason: {
    event_cancelled: 'Événement annulé',
    order_cancelled: 'Payé après annulation',
    late_payment: 'Payé trop tard',
    resale_unavailable: 'Offre Ticketswitch plus disponible',
    amount_mismatch: 'Autre montant payé',
    unknown: 'Inconnu',
  },
  provider: { uni5pay: 'Uni5Pay+', mollie: 'Mollie', free: 'Gratuit', loket: 'Guichet', agent: 'Agent' },
  search_hint: 'Numéro de commande, nom, e-mail, téléphone',
  organizer: 'Organisateur : %{name}',
  provider_amount: 'Chez le prestataire : %{amount}',
  payment_id: 'Paiement %{id}',
  refunded_by: 'Par %{name}',
  mark: 'Marquer comme remboursé',
  mark_short: 'Remboursé…',
  empty: "Rien n'est à rembourser pour le moment.",
  empty_refunded: 'Aucun remboursement marqué pour le moment.',
  explain:
    "Les commandes dont l'argent doit revenir à l'acheteur : payées pour un événement annulé, ou payées alors que la commande avait déjà expiré ou été annulée. Remboursez chez le prestataire, puis marquez la commande avec la référence du prestataire.",
}

export default fr
