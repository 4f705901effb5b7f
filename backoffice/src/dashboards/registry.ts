/*
 * The start page of each guarded route, lazy-loaded so a role downloads only its own dashboard.
 * A route without an entry shows the generic landing (Landing.tsx): who is signed in and where they may go.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { GuardedRoute } from '../../../domain/access'

// Entries look like: '/organizer-dashboard': lazy(() => import('./organizer/OrganizerDashboard')),
export const DASHBOARDS: Partial<Record<GuardedRoute, LazyExoticComponent<ComponentType>>> = {
  '/dashboard': lazy(() => import('./admin/AdminDashboard')),
  '/organizer-dashboard': lazy(() => import('./organizer/OrganizerDashboard')),
  '/create-event': lazy(() => import('../resources/events/CreateEventWizard')),
  '/platform-settings': lazy(() => import('./platform-settings/PlatformSettingsPage')),
  '/venue-dashboard': lazy(() => import('./venue/VenueDashboard')),
}
