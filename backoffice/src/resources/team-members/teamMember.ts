import type { AnyTeamRole, LoketPermissions } from '#domain/team_rules'

/** A member of either team as the API answers (api/transformers/team_member_transformer.ts). */
export interface TeamMember {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  role: AnyTeamRole
  loketPermissions: LoketPermissions | null
  organizerId: number | null
  agentId: number | null
  /** An agent's team: the events the member may sell (empty: every event the agent may). */
  agentAssignedEvents: number[]
  isActive: boolean
  status: 'active' | 'invited' | 'deactivated'
  /** The invitation may be sent again: not taken up yet and the member is active. */
  invitationPending: boolean
  deactivatedAt: string | null
  lastSignInAt: string | null
  createdAt: string
}

export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'> | undefined): string {
  if (!member) return ''
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email
}
