/*
 * The 'auth.*' strings for one language, Dutch filling any gap (SPEC §1), handed to the auth islands
 * as a prop so the browser never loads the other dictionaries.
 */
import type { Language } from '../../languages.js'
import { authNl, type AuthMessages } from './nl.js'
import { authEn } from './en.js'
import { authEs } from './es.js'
import { authFr } from './fr.js'
import { authDe } from './de.js'

const AUTH_DICTIONARIES: Record<Language, AuthMessages> = { nl: authNl, en: authEn, es: authEs, fr: authFr, de: authDe }

export function authMessages(lang: Language): AuthMessages {
  const chosen = AUTH_DICTIONARIES[lang]
  const merged: AuthMessages = { ...authNl }
  for (const key of Object.keys(chosen) as (keyof AuthMessages)[]) {
    if (chosen[key]) merged[key] = chosen[key]
  }
  return merged
}
