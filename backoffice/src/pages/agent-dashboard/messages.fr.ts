import type nlTexts from './messages.nl'

/** French texts of app.pages.agent-dashboard.* (Dutch first: messages.nl.ts). */
const fr: typeof nlTexts = {
  sell: 'Vendre',
  kpis: {
    today: "Billets aujourd'hui",
    last7Days: 'Billets des 7 derniers jours',
    last30Days: 'Billets des 30 derniers jours',
    total: 'Billets au total',
    revenue: 'Encaissé : %{amount}',
    commission: 'Commission gagnée',
    owed: 'Reste à régler',
    organizers: 'Organisateurs partenaires',
    own_sales: 'Vous voyez les chiffres de vos propres ventes.',
  },
  chart: {
    title: 'Ventes des 30 derniers jours',
    tickets: 'Billets',
    revenue: 'Encaissé',
    none: 'Pas encore de ventes ces 30 derniers jours.',
  },
  methods: {
    title: 'Par moyen de paiement',
    cash: 'Espèces',
    pin: 'Carte (PIN)',
    onbekend: 'Inconnu',
    line: '%{count} billet · %{amount} |||| %{count} billets · %{amount}',
  },
  balances: { title: 'Solde par organisateur', none: 'Pas encore de partenariats avec des ventes.', all: 'Tous les règlements' },
  sales: {
    title: 'Ventes récentes',
    none: 'Aucune vente trouvée.',
    event: 'Événement',
    seller: 'Vendeur',
    method: 'Moyen de paiement',
    from: 'Du',
    to: "Jusqu'au (inclus)",
    all: 'Tous',
    when: 'Date',
    order: 'Commande',
    tickets: 'Billets',
    total: 'Montant',
    commission: 'Commission',
    status: 'Statut',
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page %{page} sur %{pages}',
    statuses: {
      paid: 'Payé',
      free: 'Gratuit',
      pending: 'En attente',
      cancelled: 'Annulé',
      expired: 'Expiré',
      refunded: 'Remboursé',
      refund_required: 'À rembourser',
    },
  },
  no_agent: "Votre compte n'appartient à aucun agent. Demandez à votre agent de vous ajouter à son équipe.",
}

export default fr
