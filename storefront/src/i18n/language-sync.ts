/*
 * SPEC §1 in the browser: the chosen language is kept under `language` in localStorage and
 * announced with a `languageChanged` event. The server already chose the language (`?lang=` or
 * the `lang` cookie, storefront/src/middleware.ts) and wrote it into <html lang>; this mirrors
 * it for client code. Loaded only by pages that run client scripts anyway (components/LanguageSync.astro):
 * pages without any script stay at 0 KB of JavaScript.
 */
import { LANGUAGE_CHANGED_EVENT, LANGUAGE_STORAGE_KEY, isLanguage } from './languages'

export function syncStoredLanguage(): void {
  const language = document.documentElement.lang
  if (!isLanguage(language)) return
  try {
    if (localStorage.getItem(LANGUAGE_STORAGE_KEY) === language) return
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage blocked (private mode): the cookie alone carries the choice.
  }
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language } }))
}
