/*
 * Which back-office resources a role may open: the API's own table (domain/route_access.ts), which the
 * API enforces on every /api/admin/* call; here it only keeps menus and pages from offering what would be refused.
 */
import { RESOURCE_ACCESS, roleMayUseResource } from '../../../domain/route_access'

export { roleMayUseResource }

export function resourcesFor(role: string | null | undefined): string[] {
  return Object.keys(RESOURCE_ACCESS).filter((resource) => roleMayUseResource(resource, role))
}
