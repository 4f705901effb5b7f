import type { Language } from '#domain/languages'

/** The language menu's names, each language in its own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'Nederlands',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
}

/**
 * The languages whose core and every folder exist with every Dutch key (tests/unit/backoffice/backoffice_messages.spec.ts
 * holds them to it): they download no Dutch. The others are read over the Dutch texts, key by key, so a file or a key
 * they lack shows in Dutch (i18nProvider.ts).
 */
export const COMPLETE_LANGUAGES: readonly Language[] = ['nl', 'en', 'es']
