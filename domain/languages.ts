/*
 * The supported languages (SPEC §1: nl first, also en, es, fr, de; a missing translation falls back to
 * Dutch) for the storefront, the API and the messages it sends. Pure: Node and browsers alike.
 */
export const LANGUAGES = ['nl', 'en', 'es', 'fr', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'nl'

/** The languages a Dutch text can be translated into (the Dutch text itself is the fallback). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE) as Exclude<Language, 'nl'>[]
export type TranslatedLanguage = Exclude<Language, 'nl'>

/** Texts of one thing in other languages than Dutch, e.g. a category's name: { en: 'Music', de: 'Musik' }. */
export type Translations = Partial<Record<TranslatedLanguage, string>>

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The text in `lang` when there is one (not blank), else the Dutch text. */
export function localizedText(dutch: string, translations: Translations | null | undefined, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return dutch
  const text = translations?.[lang as TranslatedLanguage]?.trim()
  return text || dutch
}

/**
 * The first supported language of an Accept-Language header, by its q-values ('en-GB,en;q=0.9' → 'en');
 * null when it names none of ours.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { lang: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.lang))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return (ranked[0]?.lang as Language | undefined) ?? null
}
