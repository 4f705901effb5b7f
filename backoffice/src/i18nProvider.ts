import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import { mergeTranslations } from 'react-admin'
import en from './i18n/en'
import nl from './i18n/nl'
import { resourceMessages } from './resources/registry'
import { organizerDashboardMessages } from './dashboards/organizer/messages'

// Deep-merged over English so a key missing from a translation falls back to English text.
const dutch = mergeTranslations(
  englishMessages,
  nl,
  { resources: resourceMessages('nl') },
  { app: { organizer_dashboard: organizerDashboardMessages.nl } }
)
const english = mergeTranslations(
  englishMessages,
  en,
  { resources: resourceMessages('en') },
  { app: { organizer_dashboard: organizerDashboardMessages.en } }
)

/** SPEC §1: Dutch first, English complete; es/fr/de read the Dutch texts. */
const messages = { nl: dutch, en: english, es: dutch, fr: dutch, de: dutch }

type Locale = keyof typeof messages

function isLocale(value: string | null): value is Locale {
  return value !== null && Object.hasOwn(messages, value)
}

/** Until one is picked in the app bar (kept in react-admin's store), follow the storefront's choice (SPEC §1 key `language`), else Dutch. */
function initialLocale(): Locale {
  const storefrontChoice = typeof localStorage === 'undefined' ? null : localStorage.getItem('language')
  return isLocale(storefrontChoice) ? storefrontChoice : 'nl'
}

export const i18nProvider = polyglotI18nProvider((locale) => messages[locale as Locale] ?? messages.nl, initialLocale(), [
  { locale: 'nl', name: 'Nederlands' },
  { locale: 'en', name: 'English' },
])
