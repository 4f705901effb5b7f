/*
 * Team members (issue 12 §6): a member belongs to the organizer they work for (employerOrganizerId), so an
 * organizer reaches their own staff only; another organizer's member is a 403, an unknown id a 404.
 */
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { authorize } from '#policies/resource_policy'
import { employerOrganizerId, type ResourceAction } from '#domain/resource_access'
import { TEAM_MESSAGES, TEAM_ROLE_SPELLINGS } from '#domain/team_rules'

/** The member with this id, if the viewer may take the action on them. */
export async function authorizedTeamMember(viewer: User | undefined, id: number | null, action: ResourceAction): Promise<User> {
  const member =
    id === null
      ? null
      : await User.query()
          .where('id', id)
          .whereIn('role', [...TEAM_ROLE_SPELLINGS])
          .first()
  if (!member) throw new DomainError('NOT_FOUND', TEAM_MESSAGES.notFound)
  authorize(viewer, 'team-members', action, { organizerId: employerOrganizerId(member) })
  return member
}
