import type nlTexts from './messages.nl'

/** French texts of resources.agent-settlements.* (Dutch first: messages.nl.ts). */
const fr: typeof nlTexts = {
  title: 'Règlements avec les agents',
  explain:
    "Par agent et par organisateur : ce que l'agent a encaissé auprès des acheteurs, la commission que l'agent conserve, ce qui a déjà été réglé et ce que l'agent doit encore. Un solde négatif signifie que plus a été payé que dû.",
  balances: {
    title: 'Solde par partenariat',
    agent: 'Agent',
    organizer: 'Organisateur',
    rate: 'Commission %',
    collected: 'Encaissé',
    commission: 'Commission',
    settled: 'Réglé',
    balance: 'Reste à payer',
    last: 'Dernier règlement',
    none: 'Pas encore de partenariats avec des ventes ou des règlements.',
    overpaid: 'Trop payé : %{amount}',
    terminated: 'Terminé',
  },
  record: {
    button: 'Enregistrer un règlement',
    title: 'Enregistrer un règlement avec %{agent}',
    owed: 'Reste à payer : %{amount}',
    amount: 'Montant (SRD)',
    settledOn: 'Date du paiement',
    reference: 'Référence (par ex. numéro de reçu ou de virement)',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: 'Règlement enregistré. Nouveau solde : %{amount}',
    failed: "L'enregistrement a échoué. Veuillez réessayer.",
  },
  history: {
    title: 'Historique des règlements',
    date: 'Date',
    amount: 'Montant',
    reference: 'Référence',
    recordedBy: 'Enregistré par',
    none: 'Aucun règlement enregistré pour le moment.',
  },
  load_failed: "Les règlements n'ont pas pu être chargés.",
  retry: 'Réessayer',
}

export default fr
