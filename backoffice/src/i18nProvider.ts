import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import { mergeTranslations } from 'react-admin'
import en from './i18n/en'
import nl from './i18n/nl'

// Deep-merged over English so a key missing from a translation falls back to English text.
const messages = {
  nl: mergeTranslations(englishMessages, nl),
  en: mergeTranslations(englishMessages, en),
}

type Locale = keyof typeof messages

/** Until one is picked in the app bar (kept in react-admin's store), follow the storefront's choice (SPEC §1 key `language`), else Dutch. */
function initialLocale(): Locale {
  const storefrontChoice = typeof localStorage === 'undefined' ? null : localStorage.getItem('language')
  return storefrontChoice === 'en' ? 'en' : 'nl'
}

export const i18nProvider = polyglotI18nProvider((locale) => messages[locale as Locale] ?? messages.nl, initialLocale(), [
  { locale: 'nl', name: 'Nederlands' },
  { locale: 'en', name: 'English' },
])
