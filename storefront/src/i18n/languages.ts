/*
 * The supported languages and how a request picks one (SPEC §1). No dictionaries here, so the
 * browser code can import it without shipping translations.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/languages'

// One list for the storefront, the API and its messages (domain/languages.ts).
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/languages'

/** Cookie the server reads and sets (1 year); localStorage key and event the browser uses (SPEC §1). */
export const LANGUAGE_COOKIE = 'lang'
export const LANGUAGE_STORAGE_KEY = 'language'
export const LANGUAGE_CHANGED_EVENT = 'languageChanged'
export const LANGUAGE_COOKIE_MAX_AGE = 31536000

/** Names shown in the switcher, each in its own language. */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'Nederlands',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
}

/** Open Graph locale per language; nl is nl_NL (SPEC §9). */
export const OG_LOCALES: Record<Language, string> = {
  nl: 'nl_NL',
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
}

/** `?lang=` wins, then the `lang` cookie, else Dutch. Unsupported values are ignored. */
export function resolveLanguage(cookieValue?: string | null, queryValue?: string | null): Language {
  const fromQuery = queryValue?.trim().toLowerCase()
  if (isLanguage(fromQuery)) return fromQuery
  const fromCookie = cookieValue?.trim().toLowerCase()
  if (isLanguage(fromCookie)) return fromCookie
  return DEFAULT_LANGUAGE
}
