/*
 * Agent partnerships: a partnership is its agent's and its organizer's record, so the agent's side
 * (scope 'agent') and the organizer's side (scope 'organizer') each reach only their own; an unknown id is a 404.
 */
import AgentPartnership from '#models/agent_partnership'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { authorize } from '#policies/resource_policy'
import type { ResourceAction } from '#domain/resource_access'

export function partnershipOwner(partnership: AgentPartnership) {
  return { organizerId: partnership.organizerId, agentId: partnership.agentId }
}

/** The partnership with this id, if the viewer may take the action on it (checked before its body is read). */
export async function authorizedPartnership(
  viewer: User | undefined,
  id: number | null,
  action: ResourceAction
): Promise<AgentPartnership> {
  const partnership = id === null ? null : await AgentPartnership.find(id)
  if (!partnership) throw new DomainError('PARTNERSHIP_NOT_FOUND')
  authorize(viewer, 'agent-partnerships', action, partnershipOwner(partnership))
  return partnership
}
