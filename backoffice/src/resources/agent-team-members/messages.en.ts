import team from '../team-members/messages.en.js'
import type nlTexts from './messages.nl'

/** The agent team's English texts, complete: the type keeps the keys equal to Dutch. */
const en: typeof nlTexts = {
  ...team,
  fields: { ...team.fields, agentAssignedEvents: 'Events' },
  roles: { agent_manager: 'Agent manager', agent_loket_medewerker: 'Agent box office staff' },
  no_organizer: 'No agent found',
  no_organizer_hint: 'This team belongs to an agent: only the agent and their manager see it. Sign in again if it stays empty.',
  empty_hint: 'Add managers and box office staff. They get an e-mail invitation to choose their password.',
  role_help: {
    agent_manager: 'Sees your sales, partnerships and settlements and sells tickets; sees the team but does not change it.',
    agent_loket_medewerker: 'Sells tickets at your ticket point for the events you choose below.',
  },
  assigned_title: 'Which events may this team member sell?',
  assigned_hint: 'Choose from the events of your approved partnerships. None chosen: every event you may sell.',
  events_unavailable: 'The events of your partnerships could not be loaded. Please try again later.',
  no_events: 'You have no approved partnership with events on sale yet.',
}

export default en
