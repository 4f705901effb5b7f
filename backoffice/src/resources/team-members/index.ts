import { lazy } from 'react'
import GroupsIcon from '@mui/icons-material/Groups'
import type { BackofficeResource } from '../types'
import { memberName, type TeamMember } from './teamMember'
import { teamOrganizerId } from './teamOrganizer'

const organizerPath = (filter: Record<string, unknown> = {}) => `/api/team-members/${teamOrganizerId(filter) ?? 0}`

const teamMembers: BackofficeResource = {
  name: 'team-members',
  list: lazy(() => import('./TeamMemberList').then((module) => ({ default: module.TeamMemberList }))),
  create: lazy(() => import('./TeamMemberCreate').then((module) => ({ default: module.TeamMemberCreate }))),
  edit: lazy(() => import('./TeamMemberEdit').then((module) => ({ default: module.TeamMemberEdit }))),
  icon: GroupsIcon,
  recordRepresentation: (record) => memberName(record as TeamMember),
  endpoints: {
    list: organizerPath,
    one: (id) => `/api/team-members/member/${encodeURIComponent(String(id))}`,
    // An admin's form carries the organizer it was opened for (TeamMemberList's create button).
    create: (data) => organizerPath(data),
    update: (id) => `/api/team-members/${encodeURIComponent(String(id))}`,
    delete: (id) => `/api/team-members/${encodeURIComponent(String(id))}`,
  },
}

export default teamMembers
