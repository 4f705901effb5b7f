/*
 * The 'contact.*' strings for one language, Dutch filling any gap (SPEC §1), handed to the contact dialog
 * as a prop so the browser never loads the other dictionaries.
 */
import type { Language } from '../../languages.js'
import { contactNl, type ContactKey, type ContactMessages } from './nl.js'
import { contactEn } from './en.js'
import { contactEs } from './es.js'
import { contactFr } from './fr.js'
import { contactDe } from './de.js'

export type { ContactKey, ContactMessages }

const CONTACT_DICTIONARIES: Record<Language, ContactMessages> = {
  nl: contactNl,
  en: contactEn,
  es: contactEs,
  fr: contactFr,
  de: contactDe,
}

export function contactMessages(lang: Language): ContactMessages {
  return { ...contactNl, ...CONTACT_DICTIONARIES[lang] }
}
