/*
 * Team members: a member belongs to the organizer or agent they work for, so an
 * employer reaches their own staff only; another employer's member is a 403, an unknown id a 404.
 */
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { authorize } from '#policies/resource_policy'
import { mayActOn, type ResourceAction } from '#domain/resource_access'
import type { TeamKind } from '#services/team/team_service'

/**
 * The member of this kind of team with this id, if the viewer may take the action on them. `foreign: 'notFound'`
 * answers another employer's member as unknown (404), for actions that should not tell whether the id is a member.
 */
export async function authorizedTeamMember(
  kind: TeamKind,
  viewer: User | undefined,
  id: number | null,
  action: ResourceAction,
  { foreign = 'forbidden' }: { foreign?: 'forbidden' | 'notFound' } = {}
): Promise<User> {
  const member =
    id === null
      ? null
      : await User.query()
          .where('id', id)
          .whereIn('role', [...kind.roleSpellings])
          .first()
  if (!member) throw new DomainError('TEAM_MEMBER_NOT_FOUND')
  if (foreign === 'notFound' && !mayActOn(viewer ?? null, kind.resource, action, kind.owner(kind.employerIdOf(member)))) {
    throw new DomainError('TEAM_MEMBER_NOT_FOUND')
  }
  authorize(viewer, kind.resource, action, kind.owner(kind.employerIdOf(member)))
  return member
}
