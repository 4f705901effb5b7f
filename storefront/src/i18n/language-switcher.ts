/*
 * Browser side of the language choice (SPEC §1): the choice is kept in localStorage under
 * `language`, mirrored in the `lang` cookie the server renders from, and announced with a
 * `languageChanged` event. Plain script, no framework: the footer's <select> drives it.
 */
import {
  LANGUAGE_CHANGED_EVENT,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  type Language,
} from './languages'

const SYNC_GUARD_KEY = 'language-cookie-synced'

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

function store(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage blocked (private mode): the cookie alone still carries the choice.
  }
}

function writeCookie(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`
}

function hasCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`))
}

function announce(language: Language) {
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language } }))
}

/** Reload so the server renders the new language; a `?lang=` would override the cookie, so drop it. */
function reloadWithoutLangParam() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('lang')) return window.location.reload()
  url.searchParams.delete('lang')
  window.location.replace(url.href)
}

export function setLanguage(language: Language) {
  store(language)
  writeCookie(language)
  announce(language)
  reloadWithoutLangParam()
}

/** Keeps browser storage and cookie in step when a page loads. */
function syncOnLoad() {
  const rendered = document.documentElement.lang
  const stored = readStored()
  const fromQuery = new URL(window.location.href).searchParams.get('lang')

  // A ?lang= link (e.g. an hreflang alternate) counts as choosing that language.
  if (isLanguage(fromQuery)) {
    writeCookie(fromQuery)
    if (stored !== fromQuery) {
      store(fromQuery)
      announce(fromQuery)
    }
    return
  }

  // Cookie expired or cleared but the browser remembers a choice: restore it, reload once.
  if (isLanguage(stored) && !hasCookie()) {
    writeCookie(stored)
    if (stored === rendered) return
    try {
      if (sessionStorage.getItem(SYNC_GUARD_KEY)) return
      sessionStorage.setItem(SYNC_GUARD_KEY, '1')
    } catch {
      return
    }
    window.location.reload()
  }
}

export function initLanguageSwitcher() {
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-language-switcher]')) {
    select.addEventListener('change', () => {
      if (isLanguage(select.value)) setLanguage(select.value)
    })
  }
  // A page restored from the back/forward cache must not show a stale choice.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-language-switcher]')) {
      select.value = document.documentElement.lang
    }
  })
  syncOnLoad()
}
