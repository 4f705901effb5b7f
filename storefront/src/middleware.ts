import { STATUS_CODES } from 'node:http'
import { randomBytes } from 'node:crypto'
import { defineMiddleware } from 'astro:middleware'
import { scriptHashesOf, storefrontPolicy } from '#domain/storefront_csp'
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, isLanguage, resolveLanguage } from './i18n/languages'
import { platformTags, type PlatformTags } from './lib/api/platform'

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
  context.locals.cspNonce = randomBytes(18).toString('base64')
  let tags: Promise<PlatformTags> | undefined
  context.locals.platformTags = () => (tags ??= platformTags(context.url))
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
    if (!import.meta.env.DEV && response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', await pagePolicy(response, context.locals))
    }
  } catch {
    // Immutable headers (e.g. a redirect Response): nothing to add.
  }
  return response
})

/**
 * The page's Content Security Policy (docs/security.md#headers): Astro's hashes of its own inline scripts (from
 * the header security.csp makes it write), this response's nonce, Google's hosts for the configured features
 * (the server's environment: the storefront runs in the API's process) and the admin tags' exception.
 */
async function pagePolicy(response: Response, locals: App.Locals): Promise<string> {
  const tags = await locals.platformTags()
  return storefrontPolicy({
    hashes: scriptHashesOf(response.headers.get('content-security-policy')),
    nonce: locals.cspNonce,
    maps: Boolean(process.env.GOOGLE_MAPS_API_KEY?.trim()),
    captcha: Boolean(process.env.RECAPTCHA_SITE_KEY?.trim()),
    adminTags: Boolean(tags.headerTag || tags.bodyTag),
  })
}

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
