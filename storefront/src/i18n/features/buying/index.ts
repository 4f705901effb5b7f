/*
 * The 'buy.*' strings for one language, Dutch filling any gap (SPEC §1), handed to the buying islands as a
 * prop so the browser never loads the other dictionaries (the 'pay.*' page strings stay on the server).
 */
import type { Language } from '../../languages.js'
import { buyingNl, type BuyingKey, type BuyingMessages } from './nl.js'
import { buyingEn } from './en.js'
import { buyingEs } from './es.js'
import { buyingFr } from './fr.js'
import { buyingDe } from './de.js'

const BUYING_DICTIONARIES: Record<Language, BuyingMessages> = { nl: buyingNl, en: buyingEn, es: buyingEs, fr: buyingFr, de: buyingDe }

export type IslandKey = Extract<BuyingKey, `buy.${string}`>
export type IslandMessages = Record<IslandKey, string>

export function buyingMessages(lang: Language): IslandMessages {
  const chosen = BUYING_DICTIONARIES[lang]
  const merged = {} as IslandMessages
  for (const key of Object.keys(buyingNl) as BuyingKey[]) {
    if (key.startsWith('buy.')) merged[key as IslandKey] = chosen[key] || buyingNl[key]
  }
  return merged
}
