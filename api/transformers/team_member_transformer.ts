import type { TeamMemberRow } from '#services/team/team_service'
import { normalizeRole } from '#domain/access'
import { invitationAccepted } from '#domain/team_rules'

/**
 * A team member as the team endpoints answer. status: 'deactivated', 'invited' (never signed in
 * yet) or 'active'. Never a hash or token.
 */
export function teamMember({ member, lastSignInAt }: TeamMemberRow) {
  return {
    id: member.id,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone,
    role: normalizeRole(member.role),
    loketPermissions: member.loketPermissions,
    organizerId: member.createdByOrganizerId ?? member.managerForOrganizerId,
    // An agent's team: the agent and the events the member may sell (empty: all the agent may).
    agentId: member.createdByAgentId ?? member.managerForAgentId,
    agentAssignedEvents: member.agentAssignedEvents ?? [],
    isActive: !member.deactivatedAt,
    status: member.deactivatedAt ? 'deactivated' : lastSignInAt ? 'active' : 'invited',
    /** The invitation may be sent again: not taken up yet (domain/team_rules.ts) and the member is active. */
    invitationPending: !member.deactivatedAt && !invitationAccepted({ isEmailVerified: member.isEmailVerified, lastSignInAt }),
    deactivatedAt: member.deactivatedAt?.toISO() ?? null,
    deactivatedBy: member.deactivatedBy,
    lastSignInAt: lastSignInAt?.toISO() ?? null,
    createdAt: member.createdAt.toISO(),
  }
}
