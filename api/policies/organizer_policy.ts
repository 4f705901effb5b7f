/*
 * Routes that name an organizer in their path (/api/organizers/{id}/stats, /api/events/organizer/{organizerId},
 * /api/team-members/{organizerId}): the person must act for that organizer (or be an admin).
 */
import type User from '#models/user'
import type { Resource, ResourceAction } from '#domain/resource_access'
import { authorize } from '#policies/resource_policy'

export function authorizeOrganizer(viewer: User | undefined, resource: Resource, action: ResourceAction, organizerId: number): void {
  authorize(viewer, resource, action, { organizerId })
}
