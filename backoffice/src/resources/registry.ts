/*
 * Every back-office resource, one folder each (resources/<name>/index.ts). App.tsx maps over this list;
 * i18nProvider.ts merges each resource's messages; the access table (domain/resource_access.ts) decides who
 * sees which (authProvider.canAccess). A new resource is one folder and one line here.
 */
import type { BackofficeResource } from './types'
import eventCategories from './event-categories'
import events from './events'
import orders from './orders'
import organizerProfile from './organizer-profile'
import teamMembers from './team-members'

export const RESOURCES: readonly BackofficeResource[] = [events, orders, teamMembers, organizerProfile, eventCategories]

/** resources.<name>.* messages of one language, for the i18n provider. */
export function resourceMessages(locale: 'nl' | 'en'): Record<string, unknown> {
  return Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource.messages[locale]]))
}
