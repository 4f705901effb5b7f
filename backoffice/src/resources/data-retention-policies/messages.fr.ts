import type nlTexts from './messages.nl'

/** This folder's French texts, complete: the type keeps the keys equal to Dutch. */
const fr: typeof nlTexts = {
  fields: {
    entityType: 'Type de données',
    retentionDays: 'Durée de conservation (jours)',
    action: 'Après la durée',
    lastRunCount: 'Dernière exécution',
    isActive: 'Actif',
  },
  intro:
    'Combien de temps chaque type de données est conservé. Chaque nuit à 03:30, une tâche supprime ce qui dépasse sa durée ; les montants des commandes sont toujours conservés pour la comptabilité.',
  active: 'Actif',
  inactive: 'Désactivé',
  days: '%{smart_count} jour |||| %{smart_count} jours',
  years: '± %{smart_count} an |||| ± %{smart_count} ans',
  rows: '%{smart_count} ligne |||| %{smart_count} lignes',
  no_run_yet: 'Pas encore exécuté',
  last_run: 'Dernière exécution',
  actions: { delete: 'supprimer', anonymize: 'anonymiser', archive: 'archiver' },
  kinds: {
    ticket_reservations: 'Réservations expirées',
    payment_states: 'États de paiement expirés',
    analytics_events: 'Analytique brute',
    user_activity_logs: "Journal d'activité",
    contact_messages: 'Messages de contact',
    rate_limits: 'Compteurs de limites de tentatives',
    outbox_messages: 'Messages envoyés',
    guest_buyers: 'Données des acheteurs invités',
  },
  rules: {
    ticket_reservations: "Réservations dont l'expiration remonte à plus que la durée. Une réservation en cours reste toujours.",
    payment_states: 'Paiements enregistrés expirés et non utilisés pendant la durée.',
    analytics_events: "Événements d'analytique isolés plus anciens que la durée.",
    user_activity_logs: "Lignes du journal d'activité plus anciennes que la durée.",
    contact_messages: 'Messages des formulaires de contact plus anciens que la durée, une fois leur e-mail envoyé ou abandonné.',
    rate_limits: 'Compteurs de limites de tentatives expirés depuis plus que la durée.',
    outbox_messages: 'E-mails et messages WhatsApp envoyés ou définitivement échoués. Ceux qui attendent encore restent.',
    guest_buyers:
      "Nom, e-mail et téléphone des acheteurs sans compte, une fois l'événement terminé depuis plus que la durée. Montants, numéros de facture et billets sont conservés (comptabilité : 7 ans).",
  },
  days_hint: 'Entre %{min} et %{max} jours.',
  active_hint: 'Désactivé : la tâche de nuit ignore ce type.',
  runs_title: 'Dernières exécutions',
  runs_hint: 'Ce que chaque exécution a supprimé ou anonymisé, par type.',
  run_now: 'Exécuter maintenant',
  run_done: 'Les durées de conservation ont été appliquées.',
  no_runs: "Aucune exécution pour l'instant.",
  nothing_removed: 'Rien à supprimer.',
  triggers: { nightly: 'Nocturne', manual: 'Manuelle' },
  statuses: { running: 'En cours', succeeded: 'Réussie', failed: 'Échouée', interrupted: 'Interrompue' },
}

export default fr
