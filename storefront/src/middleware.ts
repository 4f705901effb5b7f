import { defineMiddleware } from 'astro:middleware'
import { LANGUAGE_COOKIE, resolveLanguage } from './i18n/languages'

/** Picks the language once per request: `?lang=`, then the `lang` cookie, else nl. */
export const onRequest = defineMiddleware(async (context, next) => {
  const lang = resolveLanguage(context.cookies.get(LANGUAGE_COOKIE)?.value, context.url.searchParams.get('lang'))
  context.locals.lang = lang
  const response = await next()
  try {
    // The same URL renders in another language depending on the cookie.
    response.headers.append('Vary', 'Cookie')
    response.headers.set('Content-Language', lang)
  } catch {
    // Immutable headers (e.g. a redirect Response): nothing to add.
  }
  return response
})
