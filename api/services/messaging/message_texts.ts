/*
 * Messages in the reader's language: texts/nl.ts is the source; a text missing in
 * another language falls back to Dutch (domain/translation.ts).
 */
import type { Language } from '#domain/languages'
import { translateFrom, type TranslationParams } from '#domain/translation'
import { nl, type MessageTextKey } from '#services/messaging/texts/nl'
import { en } from '#services/messaging/texts/en'
import { es } from '#services/messaging/texts/es'
import { fr } from '#services/messaging/texts/fr'
import { de } from '#services/messaging/texts/de'

export type { MessageTextKey }
export type MessageTranslate = (key: MessageTextKey, params?: TranslationParams) => string

const DICTIONARIES = { nl, en, es, fr, de }

export function messageTranslator(lang: Language): MessageTranslate {
  return (key, params) => translateFrom(DICTIONARIES, lang, key, params)
}

/** 'Hallo Anna,' or 'Hallo,' when the name is unknown. */
export function greeting(t: MessageTranslate, firstName: string | null | undefined): string {
  return firstName ? t('greeting.named', { name: firstName }) : t('greeting.anonymous')
}
