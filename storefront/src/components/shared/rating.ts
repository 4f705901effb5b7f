import type { Language } from '../../i18n/languages'

/** SPEC §9: ratings show with one decimal, in the page's number format (4,5 in Dutch). */
export function formatRating(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}
