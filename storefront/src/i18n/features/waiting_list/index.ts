/* The 'waitingList.*' strings of the waiting-list island in one language, Dutch filling any gap (SPEC §1). */
import type { Language } from '../../languages.js'
import { islandMessages } from '../../island_messages.js'
import { waitingListNl } from './nl.js'
import { waitingListEn } from './en.js'
import { waitingListEs } from './es.js'
import { waitingListFr } from './fr.js'
import { waitingListDe } from './de.js'

const DICTIONARIES = { nl: waitingListNl, en: waitingListEn, es: waitingListEs, fr: waitingListFr, de: waitingListDe }

export function waitingListMessages(lang: Language) {
  return islandMessages(DICTIONARIES, lang, 'waitingList.')
}

export type WaitingListMessages = ReturnType<typeof waitingListMessages>
export type WaitingListKey = keyof WaitingListMessages
