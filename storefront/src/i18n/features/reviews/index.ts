/* The 'reviewForm.*' strings for one language, handed to the review form island as a prop (the page strings stay on the server). */
import type { Language } from '../../languages.js'
import { islandMessages } from '../../island_messages.js'
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
  return islandMessages(REVIEWS_DICTIONARIES, lang, 'reviewForm.')
}
