import type nlTexts from './messages.nl'

/** French texts of app.pages.organizer-dashboard.* (Dutch first: messages.nl.ts). */
const fr: typeof nlTexts = {
  kpi: {
    today: "Billets aujourd'hui",
    week: 'Billets des 7 derniers jours',
    total: 'Billets au total',
    orders: '%{count} commande |||| %{count} commandes',
    gross: "Chiffre d'affaires brut",
    gross_hint: 'Ce que les acheteurs ont payé, frais compris',
    net: "Chiffre d'affaires net",
    net_hint: 'Après frais de plateforme %{platform} et frais de paiement %{payment} (TVA incluse)',
    checked_in: 'Check-ins',
    checked_in_hint: '%{percent} % des billets vendus',
    upcoming: 'Événements à venir',
  },
  chart: {
    title: 'Ventes des 30 derniers jours',
    tickets: 'Billets',
    revenue: "Chiffre d'affaires net",
    none: 'Pas encore de ventes ces 30 derniers jours.',
  },
  events: {
    title: 'Événements',
    event: 'Événement',
    date: 'Date',
    no_date: 'Pas encore de date',
    status: 'Statut',
    sold: 'Vendus',
    of: '%{sold} sur %{capacity}',
    revenue: "Chiffre d'affaires net",
    no_capacity: 'Aucun type de billet',
  },
  status: { draft: 'Brouillon', published: 'Publié', ended: 'Terminé', cancelled: 'Annulé' },
  channels: {
    title: 'Ventes par canal',
    online: 'En ligne',
    loket: 'Guichet',
    agent: 'Agents',
    line: '%{count} billet · %{revenue} |||| %{count} billets · %{revenue}',
    none: 'Pas encore de ventes.',
  },
  empty: {
    title: "Bienvenue ! Vous n'avez pas encore d'événements",
    body: "Créez votre premier événement en trois étapes. Dès que vous vendez des billets, vous voyez ici votre chiffre d'affaires, les check-ins et les ventes par jour.",
    action: 'Créer votre événement',
  },
  no_stats: {
    title: "Les chiffres de vente sont réservés à l'organisateur et aux managers",
    body: 'Avec votre rôle, vous utilisez ces pages :',
  },
}

export default fr
