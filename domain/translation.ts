/*
 * SPEC §1's lookup for any set of dictionaries (the storefront's pages, the API's messages): the text in
 * the requested language, else the Dutch one, else the key itself; `{name}` replaced by params.name.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.js'

export type TranslationParams = Record<string, string | number>
export type Dictionaries<Key extends string> = Record<Language, Partial<Record<Key, string>>>

function lookup<Key extends string>(dictionaries: Dictionaries<Key>, lang: Language, key: string): string | undefined {
  const value = (dictionaries[lang] as Record<string, string | undefined>)[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** Replaces `{name}` with params.name; placeholders without a param stay as they are. */
export function interpolate(text: string, params?: TranslationParams): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match
  )
}

export function translateFrom<Key extends string>(dictionaries: Dictionaries<Key>, lang: string, key: string, params?: TranslationParams) {
  const requested = isLanguage(lang) ? lookup(dictionaries, lang, key) : undefined
  return interpolate(requested ?? lookup(dictionaries, DEFAULT_LANGUAGE, key) ?? key, params)
}
