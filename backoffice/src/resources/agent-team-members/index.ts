import { teamEndpoints, teamResource } from '../team-members/teamKind'
import { teamAgentId } from './agentTeam'

/** The agent's team, on the organizer team's views (team-members/teamViews.tsx). */
export default teamResource('agent-team-members', () => import('./views'), teamEndpoints('/api/agent-team-members', teamAgentId))
