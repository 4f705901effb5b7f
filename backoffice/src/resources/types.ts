import type { ComponentType } from 'react'
import type { ResourceProps } from 'react-admin'
import type { Resource } from '#domain/resource_access'
import type { MessageFolder } from '../i18n/compose'

/**
 * Where a resource's records live when not at the default /api/admin/<name> (dataProvider.ts). Each function
 * returns a same-origin path that speaks react-admin's simple-rest dialect (docs/api.md, "The list contract").
 */
export interface ResourceEndpoints {
  /** getList/getMany/getManyReference; filter is react-admin's filter object (e.g. { eventId }). */
  list?: (filter: Record<string, unknown>) => string
  one?: (id: string | number) => string
  create?: (data: Record<string, unknown>) => string
  update?: (id: string | number) => string
  delete?: (id: string | number) => string
}

/**
 * What every resources/<name>/index.ts exports: react-admin's Resource props with its views lazy-loaded
 * (React.lazy), so a role downloads only the views it opens; Create and Edit share one Inputs component.
 * `name` is the access table's resource (domain/resource_access.ts), which decides who sees it, and the folder's
 * name: its messages.nl.ts and messages.en.ts hold resources.<name>.*, loaded with its views (App.tsx); only the
 * menu's name (resources.<name>.name) is in the core dictionary (i18n/nl.ts, i18n/en.ts).
 */
export interface BackofficeResource extends Omit<ResourceProps, 'name' | 'icon'> {
  name: Resource
  icon?: ComponentType
  /** Only when the API paths differ from /api/admin/<name> (e.g. SPEC §7's /api/events/organizer/{id}). */
  endpoints?: ResourceEndpoints
  /** Other folders whose texts its views show (e.g. refunds reuse the orders' refund dialog). */
  alsoMessages?: readonly MessageFolder[]
}
