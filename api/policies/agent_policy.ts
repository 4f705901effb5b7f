/*
 * Routes that name an agent in their path (/api/agent/{id}/stats, /api/analytics/.../agent/{id}): the person must
 * act for that agent (the agent, their agent_manager or agent_loket_medewerker) or be an admin. A cashier
 * (agent_loket_medewerker) sees their own sales only: domain/agent_figures.ts.
 */
import type User from '#models/user'
import { normalizeRole } from '#domain/access'
import type { Resource, ResourceAction } from '#domain/resource_access'
import { authorize } from '#policies/resource_policy'

export function authorizeAgent(viewer: User | undefined, resource: Resource, action: ResourceAction, agentId: number): void {
  authorize(viewer, resource, action, { agentId })
}

/** The seller whose own sales the viewer is limited to (an agent_loket_medewerker), or null for the agent's whole figures. */
export function ownSalesOnly(viewer: User): number | null {
  return normalizeRole(viewer.role) === 'agent_loket_medewerker' ? viewer.id : null
}
