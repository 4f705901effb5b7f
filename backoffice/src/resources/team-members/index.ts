import { lazy } from 'react'
import GroupsIcon from '@mui/icons-material/Groups'
import { storedUser } from '../../auth/browserSession'
import type { BackofficeResource } from '../types'
import { memberName, type TeamMember } from './teamMember'

/** The organizer whose team this is: the one the signed-in person works for (issue 12 §6, SPEC §7 paths). */
const organizerPath = () => `/api/team-members/${storedUser()?.organizerId ?? 0}`

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
    create: organizerPath,
    update: (id) => `/api/team-members/${encodeURIComponent(String(id))}`,
    delete: (id) => `/api/team-members/${encodeURIComponent(String(id))}`,
  },
}

export default teamMembers
