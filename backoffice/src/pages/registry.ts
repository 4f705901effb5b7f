/*
 * The start page of each guarded route (SPEC §6), one folder each named after its route (pages/<route>/), lazy-loaded
 * so a role downloads only its own page. A route without an entry shows the generic landing (Landing.tsx): who is
 * signed in and where they may go.
 */
import { lazy, type ComponentType } from 'react'
import type { GuardedRoute } from '#domain/access'
import type { MessageFolder } from '../i18n/compose'
import { withMessages } from '../i18n/WithMessages'

/** A page's code and the folders of texts it shows, both loaded when its route is opened. */
const page = (load: () => Promise<{ default: ComponentType }>, ...folders: MessageFolder[]) => withMessages(folders, lazy(load))

export const PAGES: Partial<Record<GuardedRoute, ComponentType>> = {
  '/dashboard': page(() => import('./dashboard/AdminDashboard'), 'pages/dashboard'),
  '/organizer-dashboard': page(() => import('./organizer-dashboard/OrganizerDashboard'), 'pages/organizer-dashboard'),
  '/create-event': page(() => import('../resources/events/CreateEventWizard'), 'resources/events'),
  '/platform-settings': page(() => import('./platform-settings/PlatformSettingsPage'), 'pages/platform-settings'),
  '/agent-dashboard': page(() => import('./agent-dashboard/AgentDashboard'), 'pages/agent-dashboard', 'resources/agent-settlements'),
  '/venue-dashboard': page(() => import('./venue-dashboard/VenueDashboard'), 'pages/venue-dashboard', 'resources/venue-bookings'),
  // The scanner at the gate.
  '/ticket-validation': page(() => import('./ticket-validation/ValidationPage'), 'pages/ticket-validation'),
  // The loket's counter (sale screen and cash shift).
  '/loket-dashboard': page(() => import('./loket-dashboard/LoketDashboard'), 'pages/loket-dashboard', 'resources/loket-sales'),
}
