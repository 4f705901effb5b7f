import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createI18nProvider } from './i18nProvider'
import { withMidSentenceNames } from './i18n/midSentenceNames'

// The first language's dictionary is fetched next to the app's code, before the first render.
void createI18nProvider().then((i18nProvider) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={withMidSentenceNames(i18nProvider)} />
    </StrictMode>
  )
)
