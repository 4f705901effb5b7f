import { teamOrganizerId } from './teamOrganizer'
import { teamEndpoints, teamResource } from './teamKind'

/** The organizer's team (views shared with the agent's team: teamViews.tsx). */
export default teamResource('team-members', () => import('./views'), teamEndpoints('/api/team-members', teamOrganizerId))
