import { STATUS_CODES } from 'node:http'
import { defineMiddleware } from 'astro:middleware'
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, isLanguage, resolveLanguage } from './i18n/languages'

/**
 * Picks the language once per request: `?lang=`, then the `lang` cookie, else nl. A valid
 * `?lang=` (the footer's language links) is also stored in the cookie, so the choice persists
 * without any script.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const fromQuery = context.url.searchParams.get('lang')?.trim().toLowerCase()
  const fromCookie = context.cookies.get(LANGUAGE_COOKIE)?.value
  const lang = resolveLanguage(fromCookie, fromQuery)
  context.locals.lang = lang
  if (isLanguage(fromQuery) && fromQuery !== fromCookie) {
    context.cookies.set(LANGUAGE_COOKIE, fromQuery, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: context.url.protocol === 'https:',
    })
  }
  const response = withReasonPhrase(await next())
  try {
    // The same URL renders in another language depending on the cookie.
    response.headers.append('Vary', 'Cookie')
    response.headers.set('Content-Language', lang)
  } catch {
    // Immutable headers (e.g. a redirect Response): nothing to add.
  }
  return response
})

/**
 * A page that sets `Astro.response.status = 404` (or 403, 503) keeps Astro's default statusText 'OK',
 * which the Node adapter writes as the reason phrase ('HTTP/1.1 404 OK'). Each status gets Node's own
 * phrase instead ('404 Not Found'); the body streams on untouched.
 */
function withReasonPhrase(response: Response): Response {
  const phrase = STATUS_CODES[response.status]
  // An empty statusText already gets Node's phrase from the adapter.
  if (!phrase || !response.statusText || response.statusText === phrase) return response
  return new Response(response.body, { status: response.status, statusText: phrase, headers: response.headers })
}
