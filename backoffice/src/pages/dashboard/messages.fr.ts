import type nlTexts from './messages.nl'

/** French texts of app.pages.dashboard.* (Dutch first: messages.nl.ts). */
const fr: typeof nlTexts = {
  sales: {
    today: "Ventes aujourd'hui",
    week: 'Ventes des 7 derniers jours',
    month: 'Ventes des 30 derniers jours',
    tickets: '%{count} billet |||| %{count} billets',
    orders: '%{count} commande |||| %{count} commandes',
  },
  fees: {
    platform: 'Frais de plateforme (30 jours)',
    payment: 'Frais de paiement (30 jours)',
    total: 'Total %{amount}',
    payment_total: 'Total %{amount}, TVA incluse',
  },
  events: {
    active: 'Événements actifs',
    upcoming: '%{count} pas encore commencés',
  },
  queues: {
    venues: "Lieux en attente d'approbation",
    venues_none: 'Aucun lieu à examiner.',
    refunds: 'Commandes à rembourser',
    refunds_amount: 'Au total %{amount}',
    refunds_none: 'Aucun remboursement en attente.',
  },
  chart: {
    title: 'Ventes des 30 derniers jours',
    tickets: 'Billets',
    summary: '%{tickets} billets · %{gross} brut',
    none: 'Pas encore de ventes ces 30 derniers jours.',
  },
  recent: {
    title: 'Dernières commandes',
    order: 'Commande',
    event: 'Événement',
    buyer: 'Acheteur',
    total: 'Total',
    free: 'Gratuit',
    none: 'Pas encore de commandes.',
  },
  channels: { online: 'En ligne', loket: 'Guichet', agent: 'Agent' },
  users: {
    title: 'Nouveaux comptes',
    role: 'Rôle',
    week: '7 jours',
    month: '30 jours',
    total: 'Total',
    none: 'Aucun nouveau compte ces 30 derniers jours.',
  },
}

export default fr
