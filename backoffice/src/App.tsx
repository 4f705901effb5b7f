import { Admin, Resource } from 'react-admin'
import { Dashboard } from './Dashboard'
import { dataProvider } from './dataProvider'
import { i18nProvider } from './i18nProvider'
import { Layout } from './layout/Layout'
import eventCategories from './resources/event-categories'

// Hash router on purpose: served under /admin/, URLs are /admin/#/<resource> (no basename, see STACK.md).
export function App() {
  return (
    <Admin
      title="Backoffice"
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      disableTelemetry
    >
      <Resource name="event-categories" {...eventCategories} />
    </Admin>
  )
}
