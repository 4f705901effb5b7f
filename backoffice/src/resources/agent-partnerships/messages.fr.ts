import type nlTexts from './messages.nl'

/** French texts of resources.agent-partnerships.* (Dutch first: messages.nl.ts). */
const fr: typeof nlTexts = {
  fields: {
    organizerId: 'Organisateur',
    organizerName: 'Organisateur',
    agentName: 'Agent',
    status: 'Statut',
    commissionPercentage: 'Commission (%)',
    requestMessage: 'Message',
    requestedAt: 'Demandé le',
    permissions: 'Peut vendre',
  },
  status: { pending: 'En attente', approved: 'Approuvé', rejected: 'Refusé', terminated: 'Terminé' },
  all_events: 'Tous les événements',
  some_events: '%{count} événement(s)',
  empty_agent: "Vous n'avez pas encore de partenariats",
  empty_agent_hint: 'Demandez à un organisateur si vous pouvez vendre ses billets.',
  empty_organizer: "Pas encore de demandes d'agents",
  empty_organizer_hint: 'Les points de vente qui veulent vendre vos billets apparaissent ici.',
  request: 'Demander un partenariat',
  request_hint: "L'organisateur reçoit votre demande par e-mail et l'approuve ou la refuse. Vous voyez la réponse dans la cloche.",
  requested: 'Demande envoyée',
  no_organizers: "Il n'y a pas encore d'organisateurs avec des événements.",
  choice: {
    upcoming: '%{smart_count} événement à venir |||| %{smart_count} événements à venir',
    works_with_agents: 'Travaille avec %{smart_count} agent |||| Travaille avec %{smart_count} agents',
    no_agents_yet: "Pas encore d'agents",
    own: {
      pending: 'Votre demande est en cours',
      approved: 'Déjà votre partenaire',
    },
  },
  actions: {
    approve: 'Approuver',
    reject: 'Refuser',
    terminate: 'Mettre fin',
    update: 'Modifier les conditions',
    message: "Message à l'agent (facultatif)",
    all_events: 'Peut vendre tous les événements (y compris les futurs)',
    events: "Événements que l'agent peut vendre",
    commission: 'Commission en pourcentage (0-100)',
    cancel: 'Annuler',
    done: {
      approve: 'Partenariat approuvé',
      reject: 'Demande refusée',
      terminate: 'Partenariat terminé',
      update: 'Conditions modifiées',
    },
    terminate_text: "L'agent ne pourra plus vendre vos billets ensuite. Cette action est irréversible.",
  },
}

export default fr
