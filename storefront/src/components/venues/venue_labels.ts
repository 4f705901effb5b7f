/* Venue display texts, built on the shared rules of domain/ and translated for other languages. */
import { formatSrd, venueRentalPrice } from '#domain/format'
import { venueSizeClass } from '#domain/venue_size'
import type { ImageVariants } from '#domain/catalogue_types'
import type { Language } from '../../i18n/languages'
import { translate } from '../../i18n/translate'

/** SPEC §9: 'Prijs op aanvraag' when missing or 0, else 'SRD 2.500,- per dag' (Dutch exactly as the shared rule says). */
export function venuePrice(amount: string | null | undefined, period: string | null | undefined, lang: Language): string {
  const price = venueRentalPrice(amount, period)
  return price ? `${formatSrd(price.amount)} ${translate(lang, `venues.period.${price.period}`)}` : translate(lang, 'venues.priceOnRequest')
}

/** 'Intiem' / 'Medium' / 'Groot' / 'Extra Groot' (SPEC §9), translated; null without a capacity. */
export function venueSize(capacity: number | null | undefined, lang: Language): string | null {
  const size = venueSizeClass(capacity)
  return size ? translate(lang, `venues.sizeLabel.${size}`) : null
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
