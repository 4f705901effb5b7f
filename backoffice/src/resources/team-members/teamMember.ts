import type { LoketPermissions, TeamRole } from '../../../../domain/team_rules'

/** A team member as the API answers (api/transformers/team_member_transformer.ts). */
export interface TeamMember {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  role: TeamRole
  loketPermissions: LoketPermissions | null
  organizerId: number | null
  isActive: boolean
  status: 'active' | 'invited' | 'deactivated'
  deactivatedAt: string | null
  lastSignInAt: string | null
  createdAt: string
}

export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'> | undefined): string {
  if (!member) return ''
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email
}
