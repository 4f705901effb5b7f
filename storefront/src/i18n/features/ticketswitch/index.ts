/* The 'tsSell.*' strings of the sell island in one language, Dutch filling any gap (SPEC §1). */
import type { Language } from '../../languages.js'
import { islandMessages } from '../../island_messages.js'
import { ticketswitchNl } from './nl.js'
import { ticketswitchEn } from './en.js'
import { ticketswitchEs } from './es.js'
import { ticketswitchFr } from './fr.js'
import { ticketswitchDe } from './de.js'

const DICTIONARIES = { nl: ticketswitchNl, en: ticketswitchEn, es: ticketswitchEs, fr: ticketswitchFr, de: ticketswitchDe }

export function sellMessages(lang: Language) {
  return islandMessages(DICTIONARIES, lang, 'tsSell.')
}

export type SellMessages = ReturnType<typeof sellMessages>
export type SellKey = keyof SellMessages
