/*
 * Pure translation lookup, shared with the API's unit tests: no Astro or browser imports.
 * Relative imports carry `.js` so Node (through @poppinss/ts-exec) resolves them as well as Vite.
 */
import { nl, type MessageKey, type Messages } from './nl.js'
import { en } from './en.js'
import { es } from './es.js'
import { fr } from './fr.js'
import { de } from './de.js'
import type { Language } from './languages.js'
import { translateFrom, type TranslationParams } from '#domain/translation'

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, resolveLanguage, type Language } from './languages.js'
export type { MessageKey, Messages, TranslationParams }

const DICTIONARIES: Record<Language, Partial<Messages>> = { nl, en, es, fr, de }

/** SPEC §1: the requested language, else Dutch, else the key itself. */
export function translate(lang: string, key: string, params?: TranslationParams): string {
  return translateFrom(DICTIONARIES, lang, key, params)
}

/** A translate function bound to one language, with keys checked at compile time. */
export function translator(lang: Language) {
  return (key: MessageKey, params?: TranslationParams) => translate(lang, key, params)
}
