/* Absolute URLs for meta tags (og:image, hreflang), which must not be relative. */
export function absoluteUrl(pathOrUrl: string, origin: string): string | undefined {
  try {
    return new URL(pathOrUrl, origin).href
  } catch {
    return undefined
  }
}

/** The same page in another language: current URL with `?lang=` set. */
export function languageUrl(current: URL, lang: string | null): string {
  const url = new URL(current.href)
  if (lang) url.searchParams.set('lang', lang)
  else url.searchParams.delete('lang')
  return url.href
}
