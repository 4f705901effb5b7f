import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { I18nProvider, TranslationMessages } from 'react-admin'

/**
 * SPEC §1: Dutch first, English complete; es/fr/de read the Dutch texts. Each language is its own chunk
 * (i18n/locales/), so a first load downloads one dictionary, not all of them (budget: `npm run bench:backoffice-js`).
 */
const DICTIONARIES = {
  nl: () => import('./i18n/locales/nl'),
  en: () => import('./i18n/locales/en'),
  es: () => import('./i18n/locales/nl'),
  fr: () => import('./i18n/locales/nl'),
  de: () => import('./i18n/locales/nl'),
}

type Locale = keyof typeof DICTIONARIES

function isLocale(value: string | null): value is Locale {
  return value !== null && Object.hasOwn(DICTIONARIES, value)
}

async function dictionary(locale: string): Promise<TranslationMessages> {
  return (await DICTIONARIES[isLocale(locale) ? locale : 'nl']()).default as TranslationMessages
}

/** Until one is picked in the app bar (kept in react-admin's store), follow the storefront's choice (SPEC §1 key `language`), else Dutch. */
function initialLocale(): Locale {
  const storefrontChoice = typeof localStorage === 'undefined' ? null : localStorage.getItem('language')
  return isLocale(storefrontChoice) ? storefrontChoice : 'nl'
}

/** The provider, once the first language's dictionary is in (react-admin needs it synchronously); main.tsx awaits it. */
export async function createI18nProvider(): Promise<I18nProvider> {
  const locale = initialLocale()
  const first = await dictionary(locale)
  return polyglotI18nProvider((wanted) => (wanted === locale ? first : dictionary(wanted)), locale, [
    { locale: 'nl', name: 'Nederlands' },
    { locale: 'en', name: 'English' },
  ])
}
