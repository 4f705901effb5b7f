import { lazy } from 'react'
import GroupsIcon from '@mui/icons-material/Groups'
import type { BackofficeResource } from '../types'
import { memberName, type TeamMember } from './teamMember'
import { teamOrganizerId } from './teamOrganizer'
import { teamEndpoints } from './teamKind'

const teamMembers: BackofficeResource = {
  name: 'team-members',
  list: lazy(() => import('./views').then((module) => ({ default: module.views.List }))),
  create: lazy(() => import('./views').then((module) => ({ default: module.views.Create }))),
  edit: lazy(() => import('./views').then((module) => ({ default: module.views.Edit }))),
  icon: GroupsIcon,
  recordRepresentation: (record) => memberName(record as TeamMember),
  endpoints: teamEndpoints('/api/team-members', teamOrganizerId),
}

export default teamMembers
