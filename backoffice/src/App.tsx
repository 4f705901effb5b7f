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
import { Landing } from './dashboards/Landing'
import { dataProvider } from './dataProvider'
import { Layout } from './layout/Layout'
import { RESOURCES } from './resources/registry'

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
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
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
          {RESOURCES.map(({ endpoints: _endpoints, ...resource }) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  )
}
