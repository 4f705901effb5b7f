/*
 * Pure translation lookup, shared with the API's unit tests: no Astro or browser imports.
 * Relative imports carry `.js` so Node (through @poppinss/ts-exec) resolves them as well as Vite.
 */
import { nl, type MessageKey, type Messages } from './nl.js'
import { en } from './en.js'
import { es } from './es.js'
import { fr } from './fr.js'
import { de } from './de.js'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.js'

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, resolveLanguage, type Language } from './languages.js'
export type { MessageKey, Messages }

export type TranslationParams = Record<string, string | number>

const DICTIONARIES: Record<Language, Partial<Messages>> = { nl, en, es, fr, de }

function lookup(lang: Language, key: string): string | undefined {
  const value = (DICTIONARIES[lang] as Record<string, string | undefined>)[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** Replaces `{name}` with params.name; placeholders without a param stay as they are. */
function interpolate(text: string, params?: TranslationParams): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match
  )
}

/** SPEC §1: the requested language, else Dutch, else the key itself. */
export function translate(lang: string, key: string, params?: TranslationParams): string {
  const requested = isLanguage(lang) ? lookup(lang, key) : undefined
  const text = requested ?? lookup(DEFAULT_LANGUAGE, key) ?? key
  return interpolate(text, params)
}

/** A translate function bound to one language, with keys checked at compile time. */
export function translator(lang: Language) {
  return (key: MessageKey, params?: TranslationParams) => translate(lang, key, params)
}
