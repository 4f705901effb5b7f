/*
 * The back office's reading of the access table (domain/resource_access.ts), which the API enforces on every
 * call: here it only keeps menus, pages and buttons from offering what would be refused.
 */
import {
  mayActOn,
  resourcesFor,
  roleMayAct,
  roleMayUseResource,
  tableRoleOf,
  type Actor,
  type ResourceAction,
} from '#domain/resource_access'
import type { AuthUser } from '#domain/auth_types'

export { resourcesFor, roleMayAct, roleMayUseResource, tableRoleOf }

/** The signed-in person as the table sees them: the API tells us whom they act for. */
function actorOf(user: AuthUser): Actor {
  return {
    id: user.id,
    role: user.role,
    managerForOrganizerId: user.organizerId,
    createdByOrganizerId: user.organizerId,
    managerForAgentId: user.agentId,
    createdByAgentId: user.agentId,
    isSubAdmin: user.isSubAdmin,
  }
}

/** The table row of the signed-in person ('sub_admin' for a sub-admin), null when nobody is signed in. */
export function signedInTableRole(user: { role: string; isSubAdmin?: boolean } | null | undefined): string | null {
  return user ? tableRoleOf(user) : null
}

/**
 * react-admin's canAccess: the role may take the action on the resource and, when a record is given and says
 * whose it is (organizerId, agentId, ownerId), the record is within the role's scope.
 */
export function userMayAccess(user: AuthUser | null, resource: string, action: string, record?: Record<string, unknown>): boolean {
  if (!user) return false
  const act = action as ResourceAction
  if (!roleMayAct(resource, act, tableRoleOf(user))) return false
  if (!record) return true
  const owner = {
    organizerId: typeof record.organizerId === 'number' ? record.organizerId : undefined,
    agentId: typeof record.agentId === 'number' ? record.agentId : undefined,
    userId: typeof record.userId === 'number' ? record.userId : undefined,
    venueOwnerId: typeof record.ownerId === 'number' ? record.ownerId : undefined,
  }
  const saysWhose = Object.values(owner).some((value) => value !== undefined)
  return !saysWhose || mayActOn(actorOf(user), resource, act, owner)
}
