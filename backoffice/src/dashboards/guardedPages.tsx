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
import { GUARDED_PATHS, roleMayOpen, type GuardedRoute } from '../../../domain/access'

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

/** The guarded pages a role may open, in the order of SPEC §6's table. */
export function guardedPagesFor(role: string | null | undefined): GuardedRoute[] {
  return GUARDED_PATHS.filter((route) => roleMayOpen(route, role))
}
