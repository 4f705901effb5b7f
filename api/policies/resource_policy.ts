/*
 * The API's side of the access table (domain/resource_access.ts). The route gate has already checked that
 * the role may take the action somewhere; here a service or controller checks the one record it is about
 * (authorize), or narrows a list to what the person may see (scopeOf). Per-resource policies in this folder
 * only say whose a record is and call these.
 */
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { listScope, mayActOn, type ListScope, type RecordOwner, type Resource, type ResourceAction } from '#domain/resource_access'

/** Refuses (403) unless the person may take the action on a record with this owner. */
export function authorize(viewer: User | null | undefined, resource: Resource, action: ResourceAction, owner: RecordOwner): void {
  if (!viewer || !mayActOn(viewer, resource, action, owner)) throw new DomainError('FORBIDDEN')
}

/** The part of a list the person may see; 403 when none at all. Lists filter by it, so they never leak. */
export function scopeOf(viewer: User | null | undefined, resource: Resource, action: ResourceAction = 'list'): ListScope {
  const scope = viewer ? listScope(viewer, resource, action) : null
  if (!scope) throw new DomainError('FORBIDDEN')
  return scope
}

/** The organizer a list is limited to, or null for every organizer (admins). Throws 403 for a scope of another kind. */
export function organizerFilter(viewer: User | null | undefined, resource: Resource, action: ResourceAction = 'list'): number | null {
  const scope = scopeOf(viewer, resource, action)
  if (scope.all) return null
  const organizerId = scope.owner.organizerId
  if (organizerId === undefined || organizerId === null) throw new DomainError('FORBIDDEN')
  return organizerId
}
