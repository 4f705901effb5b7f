import team from '../team-members/messages.fr.js'
import type nlTexts from './messages.nl'

/** The agent team's French texts: the organizer team's, with the agent's roles, hints and assigned events. */
const fr: typeof nlTexts = {
  ...team,
  fields: { ...team.fields, agentAssignedEvents: 'Événements' },
  roles: { agent_manager: "Manager d'agent", agent_loket_medewerker: "Agent de guichet de l'agent" },
  no_organizer: 'Aucun agent trouvé',
  no_organizer_hint: "Cette équipe appartient à un agent : seuls l'agent et son manager la voient. Reconnectez-vous si elle reste vide.",
  empty_hint: 'Ajoutez des managers et des agents de guichet. Ils reçoivent une invitation par e-mail pour choisir leur mot de passe.',
  role_help: {
    agent_manager: "Voit vos ventes, partenariats et règlements et vend des billets ; voit l'équipe mais ne la modifie pas.",
    agent_loket_medewerker: 'Vend des billets à votre point de vente pour les événements que vous choisissez ci-dessous.',
  },
  assigned_title: "Quels événements ce membre de l'équipe peut-il vendre ?",
  assigned_hint: 'Choisissez parmi les événements de vos partenariats approuvés. Aucun choix : tous les événements que vous pouvez vendre.',
  events_unavailable: "Les événements de vos partenariats n'ont pas pu être chargés. Réessayez plus tard.",
  no_events: "Vous n'avez pas encore de partenariat approuvé avec des événements en vente.",
}

export default fr
