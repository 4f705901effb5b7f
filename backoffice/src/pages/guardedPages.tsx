/*
 * The role-guarded dashboards of SPEC §6 as the back office shows them: an icon and a message key
 * each. Who may open which is GUARDED_ROUTES in domain/access.ts.
 */
import type { ReactElement } from 'react'
import AddCircleIcon from '@mui/icons-material/AddCircle'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import BusinessIcon from '@mui/icons-material/Business'
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber'
import DashboardIcon from '@mui/icons-material/Dashboard'
import EventIcon from '@mui/icons-material/Event'
import PersonIcon from '@mui/icons-material/Person'
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import SettingsIcon from '@mui/icons-material/Settings'
import StorefrontIcon from '@mui/icons-material/Storefront'
import { GUARDED_PATHS, roleMayOpen, type GuardedRoute } from '#domain/access'
import { roleMayAct, type Resource } from '#domain/resource_access'

export const GUARDED_PAGE_ICONS: Record<GuardedRoute, ReactElement> = {
  '/dashboard': <AdminPanelSettingsIcon />,
  '/platform-settings': <SettingsIcon />,
  '/organizer-dashboard': <EventIcon />,
  '/ticket-validation': <QrCodeScannerIcon />,
  '/loket-dashboard': <ConfirmationNumberIcon />,
  '/agent-dashboard': <StorefrontIcon />,
  '/venue-dashboard': <BusinessIcon />,
  '/user-dashboard': <PersonIcon />,
  '/create-event': <AddCircleIcon />,
}

export const FALLBACK_PAGE_ICON = <DashboardIcon />

/** app.pages.<route without its slash>.title / .purpose */
export function pageMessageKey(route: GuardedRoute, part: 'title' | 'purpose'): string {
  return `app.pages.${route.slice(1)}.${part}`
}

/**
 * Pages whose whole content is one access-table resource: the menu offers them only to whom the table lets see it
 * (a sub-admin may open /platform-settings by role, SPEC §6, but the table keeps its settings from them).
 */
const PAGE_RESOURCES: Partial<Record<GuardedRoute, Resource>> = {
  '/platform-settings': 'platform-settings',
  // Its figures are the organizer's (organizer-stats): a loket clerk or scanner may open the page by role but would
  // only meet 'no access', so the menu leaves it out for them.
  '/organizer-dashboard': 'organizer-stats',
}

/** The guarded pages a person may open and use, in the order of SPEC §6's table (tableRole: 'sub_admin' for a sub-admin). */
export function guardedPagesFor(role: string | null | undefined, tableRole: string | null = role ?? null): GuardedRoute[] {
  return GUARDED_PATHS.filter((route) => {
    const resource = PAGE_RESOURCES[route]
    return roleMayOpen(route, role) && (!resource || roleMayAct(resource, 'show', tableRole))
  })
}
