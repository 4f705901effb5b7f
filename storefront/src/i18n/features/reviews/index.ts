/*
 * The 'reviewForm.*' strings for one language, Dutch filling any gap (SPEC §1), handed to the review form island
 * as a prop so the browser never loads the other dictionaries (the page strings stay on the server).
 */
import type { Language } from '../../languages.js'
import { reviewsNl, type ReviewsKey, type ReviewsMessages } from './nl.js'
import { reviewsEn } from './en.js'
import { reviewsEs } from './es.js'
import { reviewsFr } from './fr.js'
import { reviewsDe } from './de.js'

const REVIEWS_DICTIONARIES: Record<Language, ReviewsMessages> = {
  nl: reviewsNl,
  en: reviewsEn,
  es: reviewsEs,
  fr: reviewsFr,
  de: reviewsDe,
}

export type ReviewFormKey = Extract<ReviewsKey, `reviewForm.${string}`>
export type ReviewFormMessages = Record<ReviewFormKey, string>

export function reviewFormMessages(lang: Language): ReviewFormMessages {
  const chosen = REVIEWS_DICTIONARIES[lang]
  const merged = {} as ReviewFormMessages
  for (const key of Object.keys(reviewsNl) as ReviewsKey[]) {
    if (key.startsWith('reviewForm.')) merged[key as ReviewFormKey] = chosen[key] || reviewsNl[key]
  }
  return merged
}
