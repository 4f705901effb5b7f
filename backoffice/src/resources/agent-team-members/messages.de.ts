import team from '../team-members/messages.de.js'
import type nlTexts from './messages.nl'

/** The agent team's German texts: the organizer team's, with the agent's roles, hints and assigned events. */
const de: typeof nlTexts = {
  ...team,
  fields: { ...team.fields, agentAssignedEvents: 'Veranstaltungen' },
  roles: { agent_manager: 'Agenten-Manager', agent_loket_medewerker: 'Agenten-Kassenmitarbeiter' },
  no_organizer: 'Kein Agent gefunden',
  no_organizer_hint:
    'Dieses Team gehört zu einem Agenten: Nur der Agent und sein Manager sehen es. Melde dich erneut an, wenn es leer bleibt.',
  empty_hint: 'Füge Manager und Kassenmitarbeiter hinzu. Sie erhalten eine Einladung per E-Mail, um ihr Passwort zu wählen.',
  role_help: {
    agent_manager: 'Sieht deine Verkäufe, Partnerschaften und Abrechnungen und verkauft Tickets; sieht das Team, ändert es aber nicht.',
    agent_loket_medewerker: 'Verkauft Tickets an deiner Verkaufsstelle für die Veranstaltungen, die du unten auswählst.',
  },
  assigned_title: 'Welche Veranstaltungen darf dieses Teammitglied verkaufen?',
  assigned_hint:
    'Wähle aus den Veranstaltungen deiner genehmigten Partnerschaften. Nichts gewählt: alle Veranstaltungen, die du verkaufen darfst.',
  events_unavailable: 'Die Veranstaltungen deiner Partnerschaften konnten nicht geladen werden. Versuche es später erneut.',
  no_events: 'Du hast noch keine genehmigte Partnerschaft mit Veranstaltungen im Verkauf.',
}

export default de
