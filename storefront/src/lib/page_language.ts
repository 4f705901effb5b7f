/*
 * The language of the page a browser script runs on (`<html lang>`, set by the server from `?lang=` or
 * the `lang` cookie). Browser calls send it, so the API answers and the messages it sends (tickets,
 * account e-mails) are in the language the visitor reads.
 */
import { isLanguage, type Language } from '#domain/languages'

export function pageLanguage(): Language | null {
  // Through globalThis: this module is also loaded by the API's unit tests, in Node, without the DOM types.
  const lang = (globalThis as { document?: { documentElement?: { lang?: string } } }).document?.documentElement?.lang
  return isLanguage(lang) ? lang : null
}

/** The page's language as a body field of an order: its tickets are mailed in it. */
export function orderLanguage(): { language?: Language } {
  const language = pageLanguage()
  return language ? { language } : {}
}
