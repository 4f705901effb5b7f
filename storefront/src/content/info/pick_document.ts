/*
 * Which file shows an info page in a language: its translation (en/slug.md) when there is one, else the
 * Dutch document (slug.md), SPEC §1's fallback. Pure, so the API's unit tests can run it.
 */
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'

export function documentPath(slug: string, lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? `./${slug}.md` : `./${lang}/${slug}.md`
}

/** The document and its language, or undefined when not even the Dutch one exists. */
export function pickDocument<T>(
  documents: Record<string, T>,
  slug: string,
  lang: Language
): { document: T; documentLang: Language } | undefined {
  const translated = documents[documentPath(slug, lang)]
  if (translated) return { document: translated, documentLang: lang }
  const dutch = documents[documentPath(slug, DEFAULT_LANGUAGE)]
  return dutch ? { document: dutch, documentLang: DEFAULT_LANGUAGE } : undefined
}
