import type nlTexts from './messages.nl'

/** This folder's French texts, complete: the type keeps the keys equal to Dutch. */
const fr: typeof nlTexts = {
  title: "Journal d'audit",
  fields: {
    createdAt: 'Quand',
    userName: 'Qui',
    entityType: 'Type',
    entityId: 'Numéro',
    action: 'Quoi',
    changes: 'Modifié (ancien → nouveau)',
    person: 'Personne (nom ou e-mail)',
    from: 'Du',
    to: "Jusqu'au",
  },
  entity: {
    platform_settings: 'Paramètres de la plateforme',
    email_template: "Modèle d'e-mail",
    venue: 'Lieu',
    user: 'Utilisateur',
    event: 'Événement',
    order: 'Commande',
    event_category: 'Catégorie',
    venue_facility: 'Équipement',
    currency_rate: 'Taux de change',
    venue_booking: 'Réservation de lieu',
    review: 'Avis',
    ticketswitch_listing: 'Offre Ticketswitch',
    organizer_payout: "Versement à l'organisateur",
    data_retention_policy: 'Durée de conservation',
    ticket_type: 'Type de billet',
    agent_partnership: 'Partenariat d’agent',
    agent_settlement: 'Règlement d’agent',
    loket_shift: 'Service de guichet',
    attendee_message: 'Message aux participants',
  },
  export: 'Télécharger le CSV',
  exporting: 'Téléchargement…',
  export_failed: 'Échec du téléchargement : %{message}',
  /** Actions the core's app.audit.actions does not name (the per-record history never shows them). */
  actions: {
    publish: 'publié',
    cancel: 'annulé',
    close: 'clôturé',
    copy: 'copié',
    respond: 'répondu',
    hide: 'masqué',
    terminate: 'terminé',
    erase: 'effacé par son titulaire',
  },
}

export default fr
