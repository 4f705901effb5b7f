/*
 * Event display texts for the storefront, built on the shared rules of domain/format.ts
 * (SPEC §9 dates and price labels) and translated for languages other than Dutch.
 */
import { formatCardDate, formatDate, formatTime, isSameDay, lowestPaidPrice, priceRange } from '#domain/format'
import type { ImageVariants } from '#domain/catalogue_types'
import type { Language } from '../../i18n/languages'
import { translate } from '../../i18n/translate'

/** 'Gratis' / 'Vanaf SRD 150' in Dutch (SPEC §9); the same rule in other languages. */
export function priceLabel(minPrice: string | null | undefined, maxPrice: string | null | undefined, lang: Language): string {
  const lowest = lowestPaidPrice([minPrice, maxPrice])
  return lowest === null ? translate(lang, 'events.price.free') : translate(lang, 'events.price.from', { price: lowest })
}

/** The sticky panel's range ('SRD 150,- - SRD 350,50'), with 'Gratis' translated. */
export function priceRangeLabel(minPrice: string | null | undefined, maxPrice: string | null | undefined, lang: Language): string {
  return priceRange(minPrice, maxPrice, translate(lang, 'events.price.free'))
}

/** One line for a card with weekday and start time: 'za 28 nov 20:00', or 'za 28 nov 20:00 – zo 29 nov' over several days. */
export function cardDateLabel(startDate: string, endDate: string, lang: Language): string {
  return formatCardDate(startDate, endDate, lang)
}

export interface DateBlock {
  multiDay: boolean
  startDate: string
  startTime: string
  endDate: string
  endTime: string
}

/** SPEC §2: single-day (one date, start–end time) or multi-day (start and end each with a time). */
export function dateBlock(start: string, end: string, lang: Language): DateBlock {
  return {
    multiDay: Boolean(end) && !isSameDay(start, end),
    startDate: formatDate(start, lang),
    startTime: formatTime(start, lang),
    endDate: end ? formatDate(end, lang) : '',
    endTime: end ? formatTime(end, lang) : '',
  }
}

/** The card-sized variant of an image when the API made one, else the image itself. */
export function imageVariant(
  url: string | undefined,
  variants: ImageVariants | undefined,
  size: 'card' | 'original' = 'card'
): string | undefined {
  if (!url) return undefined
  return variants?.[url]?.[size] ?? url
}
