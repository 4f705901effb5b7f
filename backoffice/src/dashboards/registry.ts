/*
 * The start page of each guarded route, lazy-loaded so a role downloads only its own dashboard.
 * A route without an entry shows the generic landing (Landing.tsx): who is signed in and where they may go.
 */
import { lazy, type ComponentType } from 'react'
import type { GuardedRoute } from '#domain/access'
import type { MessageFolder } from '../i18n/compose'
import { withMessages } from '../i18n/WithMessages'

/** A dashboard's code and the folders of texts it shows, both loaded when its route is opened. */
const page = (load: () => Promise<{ default: ComponentType }>, ...folders: MessageFolder[]) => withMessages(folders, lazy(load))

export const DASHBOARDS: Partial<Record<GuardedRoute, ComponentType>> = {
  '/dashboard': page(() => import('./admin/AdminDashboard'), 'dashboards/admin'),
  '/organizer-dashboard': page(() => import('./organizer/OrganizerDashboard'), 'dashboards/organizer'),
  '/create-event': page(() => import('../resources/events/CreateEventWizard'), 'resources/events'),
  '/platform-settings': page(() => import('./platform-settings/PlatformSettingsPage'), 'dashboards/platform-settings'),
  '/agent-dashboard': page(() => import('./agent/AgentDashboard'), 'dashboards/agent', 'resources/agent-settlements'),
  '/venue-dashboard': page(() => import('./venue/VenueDashboard'), 'dashboards/venue', 'resources/venue-bookings'),
  // The scanner at the gate.
  '/ticket-validation': page(() => import('./validation/ValidationPage'), 'dashboards/validation'),
  // The loket's counter (sale screen and cash shift).
  '/loket-dashboard': page(() => import('./loket/LoketDashboard'), 'dashboards/loket', 'resources/loket-sales'),
}
