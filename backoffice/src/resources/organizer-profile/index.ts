import { lazy } from 'react'
import StorefrontIcon from '@mui/icons-material/Storefront'
import type { BackofficeResource } from '../types'

const profileUrl = (id: string | number) => `/api/organizers/${encodeURIComponent(String(id))}/profile`

/**
 * What the public organizer page (/organizer/{id}) shows, edited by the organizer; managers read
 * it. One record per organizer: the menu entry (list) opens the signed-in person's own organizer.
 */
const organizerProfile: BackofficeResource = {
  name: 'organizer-profile',
  list: lazy(() => import('./OpenOwnProfile').then((module) => ({ default: module.OpenOwnProfile }))),
  edit: lazy(() => import('./OrganizerProfileEdit').then((module) => ({ default: module.OrganizerProfileEdit }))),
  show: lazy(() => import('./OrganizerProfileShow').then((module) => ({ default: module.OrganizerProfileShow }))),
  icon: StorefrontIcon,
  recordRepresentation: 'organizationName',
  endpoints: { one: profileUrl, update: profileUrl },
}

export default organizerProfile
