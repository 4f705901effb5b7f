import { Admin, Resource } from 'react-admin'
import { authProvider } from './auth/authProvider'
import { Landing } from './dashboards/Landing'
import { dataProvider } from './dataProvider'
import { i18nProvider } from './i18nProvider'
import { Layout } from './layout/Layout'
import { RESOURCES } from './resources/registry'

// Served at /admin/ and at each guarded dashboard route (/organizer-dashboard, ...): the address's path
// says which dashboard (auth/pageGuard.ts), the hash router the page inside it (#/event-categories).
// No login page: signing in is the storefront's, the guard sends a signed-out visitor there.
export function App() {
  return (
    <Admin
      title="Backoffice"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Landing}
      layout={Layout}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {RESOURCES.map(({ messages: _messages, ...resource }) => (
        <Resource key={resource.name} {...resource} />
      ))}
    </Admin>
  )
}
