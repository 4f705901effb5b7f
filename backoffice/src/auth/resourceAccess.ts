/*
 * Which back-office resources a role may open. The API checks the same on every /api/admin/* call;
 * this table only keeps menus and pages from offering what would be refused.
 */
import { normalizeRole, type UserRole } from '../../../domain/access'

const RESOURCE_ROLES: Record<string, readonly UserRole[]> = {
  'event-categories': ['admin'],
}

export function roleMayUseResource(resource: string, role: string | null | undefined): boolean {
  const roles = RESOURCE_ROLES[resource]
  const normalized = normalizeRole(role)
  return roles !== undefined && normalized !== null && (roles as readonly string[]).includes(normalized)
}

export function resourcesFor(role: string | null | undefined): string[] {
  return Object.keys(RESOURCE_ROLES).filter((resource) => roleMayUseResource(resource, role))
}
