import { CssBaseline } from '@mui/material'
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  Notification,
  Resource,
  localStorageStore,
  type I18nProvider,
} from 'react-admin'
import { authProvider } from './auth/authProvider'
import { Landing } from './pages/Landing'
import { dataProvider } from './dataProvider'
import { withMessages } from './i18n/WithMessages'
import { brandTheme } from './layout/brandTheme'
import { Layout } from './layout/Layout'
import { RESOURCES } from './resources/registry'
import type { BackofficeResource } from './resources/types'

const VIEWS = ['list', 'create', 'edit', 'show'] as const

/** A resource as react-admin's <Resource> takes it, each view waiting for the folder's texts (i18nProvider.ts). */
function resourceProps({ endpoints: _endpoints, alsoMessages = [], ...resource }: BackofficeResource) {
  const props: Record<string, unknown> = { ...resource }
  for (const view of VIEWS) {
    const component = resource[view]
    if (component) props[view] = withMessages([`resources/${resource.name}`, ...alsoMessages], component as React.ComponentType)
  }
  return props as typeof resource
}

// Made once: a new component per render would remount every page.
const RESOURCE_PROPS = RESOURCES.map(resourceProps)

const store = localStorageStore()

/** react-admin's page for an unknown address (its title prop type differs from CoreAdminUI's catchAll). */
const CatchAll = () => <NotFound />

// Served at /admin/ and at each guarded dashboard route (/organizer-dashboard, ...): the address's path
// says which dashboard (auth/pageGuard.ts), the hash router the page inside it (#/event-categories).
// No login page: signing in is the storefront's, the guard sends a signed-out visitor there.
// react-admin's <Admin>, spelled out: <Admin> imports its default login form (react-hook-form) and English
// dictionary even when neither is used: 28 KB gzip on every first load (`npm run bench:backoffice-js`).
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={brandTheme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Backoffice"
          dashboard={Landing}
          layout={Layout}
          loginPage={false}
          catchAll={CatchAll}
          error={ErrorPage}
          loading={LoadingPage}
          authenticationError={AuthenticationError}
          accessDenied={AccessDenied}
          requireAuth
          disableTelemetry
        >
          {RESOURCE_PROPS.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  )
}
