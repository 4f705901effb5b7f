import { lazy } from 'react'
import GroupsIcon from '@mui/icons-material/Groups'
import type { BackofficeResource } from '../types'
import { memberName, type TeamMember } from '../team-members/teamMember'
import { teamEndpoints } from '../team-members/teamKind'
import { teamAgentId } from './agentTeam'

/** Issue 14 §3: the agent's team, on the organizer team's views (team-members/teamViews.tsx). */
const agentTeamMembers: BackofficeResource = {
  name: 'agent-team-members',
  list: lazy(() => import('./views').then((module) => ({ default: module.views.List }))),
  create: lazy(() => import('./views').then((module) => ({ default: module.views.Create }))),
  edit: lazy(() => import('./views').then((module) => ({ default: module.views.Edit }))),
  icon: GroupsIcon,
  recordRepresentation: (record) => memberName(record as TeamMember),
  endpoints: teamEndpoints('/api/agent-team-members', teamAgentId),
}

export default agentTeamMembers
