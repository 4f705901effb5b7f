import { AGENT_TEAM_ROLES } from '#domain/team_rules'
import { teamViews } from '../team-members/teamViews'
import { AssignedEventsInput } from './AssignedEventsInput'
import { teamAgentId } from './agentTeam'

/** The agent's managers and loket staff; both may be limited to some partnered events. */
export const views = teamViews({
  resource: 'agent-team-members',
  roles: AGENT_TEAM_ROLES,
  defaultRole: 'agent_loket_medewerker',
  employerKey: 'agentId',
  employerId: teamAgentId,
  Grants: AssignedEventsInput,
  changes: ({ firstName, lastName, phone, role, agentAssignedEvents }) => ({
    firstName,
    lastName,
    phone: phone || null,
    role,
    agentAssignedEvents: agentAssignedEvents ?? [],
  }),
})
