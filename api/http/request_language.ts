import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptLanguage, type Language } from '#domain/languages'

/**
 * The language a request asks for: `?lang=` (the storefront's server-side calls), else its
 * Accept-Language (the storefront's browser calls send the page's language there, lib/api/auth.ts), else
 * Dutch. An unsupported value is not an error here: the answer falls back to Dutch, as SPEC §1 does.
 */
export function requestLanguage(request: HttpContext['request']): Language {
  const fromQuery = request.qs().lang
  if (typeof fromQuery === 'string' && isLanguage(fromQuery.trim().toLowerCase())) return fromQuery.trim().toLowerCase() as Language
  return languageFromAcceptLanguage(request.header('accept-language')) ?? DEFAULT_LANGUAGE
}

/** For answers that differ by Accept-Language: shared caches keep one copy per language. */
export function varyByLanguage(response: HttpContext['response']) {
  response.append('Vary', 'Accept-Language')
}
