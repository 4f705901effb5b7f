/* Venue display texts, built on the shared rules of domain/ and translated for other languages. */
import { formatSrd, venuePriceLabel, VENUE_PRICE_PERIODS, type VenuePricePeriod } from '../../../../domain/format'
import { venueSizeLabel } from '../../../../domain/venue_size'
import type { ImageVariants } from '../../../../domain/catalogue_types'
import type { Language } from '../../i18n/languages'
import { translate } from '../../i18n/translate'

/** SPEC §9: 'Prijs op aanvraag' when missing or 0, else 'SRD 2.500,- per dag' (Dutch exactly as the shared rule says). */
export function venuePrice(amount: string | null | undefined, period: string | null | undefined, lang: Language): string {
  const dutch = venuePriceLabel(amount, period)
  if (lang === 'nl') return dutch
  if (dutch === 'Prijs op aanvraag') return translate(lang, 'venues.priceOnRequest')
  const unit = dutch.replace(/^.* per /, '') as VenuePricePeriod
  const known = (VENUE_PRICE_PERIODS as readonly string[]).includes(unit) ? unit : 'dag'
  return `${formatSrd(amount)} ${translate(lang, `venues.period.${known}`)}`
}

/** 'Intiem' / 'Medium' / 'Groot' / 'Extra Groot' (SPEC §9), translated; null without a capacity. */
export function venueSize(capacity: number | null | undefined, lang: Language): string | null {
  const label = venueSizeLabel(capacity)
  return label ? translate(lang, `venues.sizeLabel.${label}`) : null
}

/** The requested variant of an image when the API made one, else the image itself. */
export function venueImage(
  url: string | undefined,
  variants: ImageVariants | undefined,
  size: 'card' | 'original' = 'card'
): string | undefined {
  if (!url) return undefined
  return variants?.[url]?.[size] ?? url
}

/** SPEC §2: at most 3 custom amenities, then '+N meer'. */
export function amenityPreview(amenities: readonly string[] | null | undefined, max = 3): { shown: string[]; more: number } {
  const list = (amenities ?? []).filter((item) => typeof item === 'string' && item.trim() !== '')
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) }
}
