import { createContext, lazy, useContext, type ComponentType } from 'react'
import GroupsIcon from '@mui/icons-material/Groups'
import type { BackofficeResource, ResourceEndpoints } from '../types'
import { memberName, type TeamMember } from './teamMember'

/**
 * What differs between the organizer's team (this folder) and the agent's (agent-team-members):
 * the views here are shared and read their kind from TeamContext (api/services/team/team_service.ts TeamKind mirrored).
 */
export interface TeamUi {
  resource: 'team-members' | 'agent-team-members'
  roles: readonly string[]
  defaultRole: string
  /** The filter key and record field naming the employer ('organizerId' | 'agentId'). */
  employerKey: 'organizerId' | 'agentId'
  /** The employer whose team the list shows: an admin's filter, staff their own. */
  employerId(filter?: Record<string, unknown>): number | null
  /** What a role is granted (loket permissions, assigned events), under the role's select. */
  Grants: ComponentType<{ role: string }>
  /** Only what may change on edit (name, phone, role, the role's grants). */
  changes(record: Partial<TeamMember>): Record<string, unknown>
}

export const TeamContext = createContext<TeamUi | null>(null)

export function useTeam(): TeamUi & { texts: string } {
  const team = useContext(TeamContext)
  if (!team) throw new Error('useTeam outside a team view')
  return { ...team, texts: `resources.${team.resource}` }
}

/** The chosen employer in a filter (a positive id), else the signed-in person's. */
export function chosenEmployer(filter: Record<string, unknown>, key: string, own: number | null | undefined): number | null {
  const chosen = Number(filter[key])
  return Number.isInteger(chosen) && chosen > 0 ? chosen : (own ?? null)
}

/** A team's API paths (SPEC §7): the employer's list and new members at <base>/{employerId}, one member at <base>/member/{id}. */
export function teamEndpoints(base: string, employerId: (filter?: Record<string, unknown>) => number | null): ResourceEndpoints {
  const employerPath = (filter: Record<string, unknown> = {}) => `${base}/${employerId(filter) ?? 0}`
  const memberPath = (id: string | number) => `${base}/${encodeURIComponent(String(id))}`
  return {
    list: employerPath,
    one: (id) => `${base}/member/${encodeURIComponent(String(id))}`,
    // An admin's form carries the employer it was opened for (TeamMemberList's create button).
    create: (data) => employerPath(data),
    update: memberPath,
    delete: memberPath,
  }
}

type TeamViews = { views: Record<'List' | 'Create' | 'Edit', ComponentType> }

/** A team's resource entry: its views lazy-loaded together, the team icon, members named by name. */
export function teamResource(name: TeamUi['resource'], load: () => Promise<TeamViews>, endpoints: ResourceEndpoints): BackofficeResource {
  const view = (key: keyof TeamViews['views']) => lazy(() => load().then((module) => ({ default: module.views[key] })))
  return {
    name,
    list: view('List'),
    create: view('Create'),
    edit: view('Edit'),
    icon: GroupsIcon,
    recordRepresentation: (record) => memberName(record as TeamMember),
    endpoints,
  }
}
