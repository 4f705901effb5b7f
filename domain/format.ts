/*
 * Display rules of SPEC §9 as pure functions, shared by the API, the storefront and the back office.
 * Where a rule ends in a fixed text ('Gratis', 'Vanaf …', 'Locatie niet beschikbaar', 'Prijs op aanvraag'), a value
 * function says so with null (or takes the caller's text), so each view renders its own words in its language.
 * No framework imports: Node and browsers alike.
 */

export const DEFAULT_CURRENCY = 'SRD'
/** Suriname's time zone: event times are shown as the organizer planned them. */
export const DISPLAY_TIME_ZONE = 'America/Paramaribo'
/** What the date functions show for a missing or invalid date unless the caller gives its own text. */
export const UNKNOWN_DATE = 'Onbekende datum'
/** SPEC §9 "the Dutch 'to be determined' placeholder" for a full address. */
export const ADDRESS_PLACEHOLDERS = ['nader te bepalen', 'n.t.b.', 'ntb', 'nog te bepalen']

import { parseDecimal, roundToUnits, formatUnits } from './exact_decimal.js'

const LOCALES: Record<string, string> = { nl: 'nl-NL', en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' }
/** The Intl locale tag of a page language ('de' → 'de-DE'), Dutch for an unknown one: for dates and plain numbers. */
export function intlLocale(lang: string): string {
  return LOCALES[lang] ?? 'nl-NL'
}

/** How a language writes a number: its decimal mark and its thousands separator (French: a narrow no-break space). */
const SEPARATORS: Record<string, { decimal: string; group: string }> = {
  nl: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
  es: { decimal: ',', group: '.' },
  fr: { decimal: ',', group: '\u202f' },
  de: { decimal: ',', group: '.' },
}
const separatorsOf = (lang: string) => SEPARATORS[lang] ?? SEPARATORS.nl

function toNumber(amount: unknown): number | null {
  if (amount === null || amount === undefined || amount === '') return null
  const value = typeof amount === 'number' ? amount : Number(String(amount).trim())
  return Number.isFinite(value) ? value : null
}

/**
 * SPEC §9 currency: Dutch formatting; missing or non-numeric amount shows the code then 0,-;
 * whole amounts without decimals ending ',-'; others with 2 decimals. 'SRD 1.250,-', 'SRD 12,50'.
 * Another language writes its own marks and no ',-': 'SRD 1,250', 'SRD 12.50' in English.
 */
export function formatSrd(amount: unknown, currency: string = DEFAULT_CURRENCY, lang = 'nl'): string {
  const units = toUnits(amount, 2) ?? 0n
  const dutch = lang === 'nl' || !(lang in SEPARATORS)
  if (units % 100n === 0n) return `${currency} ${groupedUnits(units / 100n, 0, lang)}${dutch ? ',-' : ''}`
  return `${currency} ${groupedUnits(units, 2, lang)}`
}

/** The amount in units of 10^-decimals, rounded half up from its exact decimal; null when it is not a number. */
function toUnits(amount: unknown, decimals: number): bigint | null {
  if (amount === null || amount === undefined) return null
  const fraction = parseDecimal(typeof amount === 'number' ? amount : String(amount).trim())
  return fraction ? roundToUnits(fraction, decimals) : null
}

/** Units written with the language's marks and thousands: (123450n, 2, 'nl') → '1.234,50'. */
function groupedUnits(units: bigint, decimals: number, lang: string): string {
  const { decimal, group } = separatorsOf(lang)
  const plain = formatUnits(units, decimals)
  const negative = plain.startsWith('-')
  const [whole, fraction] = (negative ? plain.slice(1) : plain).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${negative ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`
}

/**
 * An amount as a form or a list in the back office shows it: always `decimals` decimals, the language's marks
 * ('1.234,50' in Dutch, '1,234.50' in English); '' when the value is not a number.
 */
export function formatAmount(value: unknown, lang = 'nl', decimals = 2): string {
  const units = toUnits(value, decimals)
  return units === null ? '' : groupedUnits(units, decimals, lang)
}

/** A percentage with up to two decimals and the language's sign spacing: '10 %' and '2,5 %' in Dutch, '10%' in English. */
export function formatPercent(value: unknown, lang = 'nl'): string {
  const text = formatPercentNumber(value, lang)
  if (text === '') return ''
  return lang === 'en' ? `${text}%` : `${text}\u00a0%`
}

/** The number of a percentage as its input shows it: '2,5' in Dutch, '2.5' in English (no trailing zeros). */
export function formatPercentNumber(value: unknown, lang = 'nl'): string {
  const units = toUnits(value, 2)
  if (units === null) return ''
  const text = groupedUnits(units, 2, lang)
  const { decimal } = separatorsOf(lang)
  return text.includes(decimal) ? text.replace(/0+$/, '').replace(new RegExp(`\\${decimal}$`), '') : text
}

/** Why typed text is not an amount: nothing typed, not a number, or below zero where that makes no sense. */
export type AmountError = 'empty' | 'invalid' | 'negative'
export type ParsedAmount = { ok: true; value: string } | { ok: false; error: AmountError }

export interface ParseAmountOptions {
  /** Whether a value below zero is allowed (a correction); prices, fees and percentages are not. */
  negative?: boolean
  /** Decimals kept, rounded half up: 2 for money and percentages. */
  decimals?: number
}

/**
 * Text a person typed → the exact decimal the API stores ('150.50'), read as the language writes numbers and
 * forgiving the other way: '150,50' and '150.50' both mean 150.50; '1.234,50' (nl) and '1,234.50' (en) mean 1234.50;
 * one separator followed by exactly three digits is a thousands separator only when it is not the language's own
 * decimal mark ('1.500' in Dutch is 1500, in English 1.5). A currency code, a '%' sign, spaces and a Dutch ',-' are
 * ignored. Rounded half up to `decimals`.
 */
export function parseAmount(text: unknown, lang = 'nl', options: ParseAmountOptions = {}): ParsedAmount {
  const decimals = options.decimals ?? 2
  if (typeof text === 'number') text = Number.isFinite(text) ? String(text) : ''
  if (typeof text !== 'string') return { ok: false, error: 'empty' }
  let rest = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(?:SRD|USD|EUR|€|\$)/i, '')
    .replace(/%$/, '')
    .replace(/[.,]-$/, '')
  if (rest === '') return { ok: false, error: 'empty' }
  const negative = /^[-−]/.test(rest)
  rest = rest.replace(/^[-−+]/, '')
  if (!/^[\d.,]*\d[\d.,]*$/.test(rest)) return { ok: false, error: 'invalid' }
  const plain = plainDecimal(rest, separatorsOf(lang).decimal)
  if (plain === null) return { ok: false, error: 'invalid' }
  const fraction = parseDecimal(plain)
  if (!fraction) return { ok: false, error: 'invalid' }
  const units = roundToUnits(fraction, decimals)
  if (negative && units !== 0n && !options.negative) return { ok: false, error: 'negative' }
  return { ok: true, value: formatUnits(negative ? -units : units, decimals) }
}

/** Digits with ',' and '.' → '1234.50', or null when the separators make no number. */
function plainDecimal(text: string, ownDecimal: string): string | null {
  const lastComma = text.lastIndexOf(',')
  const lastDot = text.lastIndexOf('.')
  const grouped = (whole: string, group: string) =>
    new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole) ? whole.split(group).join('') : null
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.'
    const group = decimal === ',' ? '.' : ','
    const at = text.lastIndexOf(decimal)
    const whole = grouped(text.slice(0, at), group)
    const fraction = text.slice(at + 1)
    return whole !== null && /^\d+$/.test(fraction) ? `${whole}.${fraction}` : null
  }
  const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null
  if (mark === null) return text
  const pieces = text.split(mark)
  if (pieces.length > 2) return grouped(text, mark)
  const [whole, fraction] = pieces
  if (mark !== ownDecimal && /^[1-9]\d{0,2}$/.test(whole) && /^\d{3}$/.test(fraction)) return `${whole}${fraction}`
  if (fraction === '' && whole === '') return null
  return `${whole || '0'}.${fraction || '0'}`
}

/** Valid prices: numeric and not negative. */
function validPrices(prices: readonly unknown[]): number[] {
  return prices.map(toNumber).filter((p): p is number => p !== null && p >= 0)
}

/**
 * SPEC §9 event price label: the lowest paid price as the label shows it ('SRD 149', no decimals; the storefront
 * writes 'Vanaf SRD 149'); null when there are no ticket types or no valid prices, or only free ones ('Gratis').
 */
export function lowestPaidPrice(prices: readonly unknown[]): string | null {
  const paid = validPrices(prices).filter((p) => p > 0)
  if (paid.length === 0) return null
  return `${DEFAULT_CURRENCY} ${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 }).format(Math.floor(Math.min(...paid)))}`
}

/** The sticky panel's range: 'SRD 150,- - SRD 350,-', one amount when equal, the caller's `free` ('Gratis') when nothing is paid. */
export function priceRange(minPrice: unknown, maxPrice: unknown, free: string): string {
  const prices = validPrices([minPrice, maxPrice])
  if (prices.length === 0 || Math.max(...prices) === 0) return free
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? formatSrd(low) : `${low === 0 ? free : formatSrd(low)} - ${formatSrd(high)}`
}

/** SPEC §3's stored codes of a rental period (the enum's own Dutch words); each page names them in its language. */
export const VENUE_PRICE_PERIODS = ['dag', 'uur', 'week', 'maand'] as const
export type VenuePricePeriod = (typeof VENUE_PRICE_PERIODS)[number]

/** SPEC §9 venue price as values: null when missing or 0 ('Prijs op aanvraag'), else the amount and its period (default dag). */
export function venueRentalPrice(amount: unknown, period?: string | null): { amount: number; period: VenuePricePeriod } | null {
  const value = toNumber(amount)
  if (value === null || value <= 0) return null
  const unit = (period ?? '')
    .replace(/^per\s+/i, '')
    .trim()
    .toLowerCase()
  return { amount: value, period: (VENUE_PRICE_PERIODS as readonly string[]).includes(unit) ? (unit as VenuePricePeriod) : 'dag' }
}

export interface AddressParts {
  fullAddress?: string | null
  address?: string | null
  streetName?: string | null
  houseNumber?: string | null
  neighborhood?: string | null
  district?: string | null
}

const clean = (value: string | null | undefined) => (value ?? '').trim()
const capitalise = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : value)

/**
 * SPEC §9 address display: the full address when non-empty and not the 'to be determined'
 * placeholder; else street + house number, neighborhood, district joined by ', '; else the
 * district alone; else null (no location to show).
 */
export function addressLine(parts: AddressParts | null | undefined): string | null {
  if (!parts) return null
  const full = clean(parts.fullAddress ?? parts.address)
  if (full && !ADDRESS_PLACEHOLDERS.includes(full.toLowerCase())) return full
  const street = [clean(parts.streetName), clean(parts.houseNumber)].filter(Boolean).join(' ')
  const district = capitalise(clean(parts.district))
  // With no street and no neighborhood this is the district alone.
  const joined = [street, clean(parts.neighborhood), district].filter(Boolean)
  return joined.length ? joined.join(', ') : null
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value as string | number)
  return Number.isNaN(date.getTime()) ? null : date
}

function parts(date: Date, lang: string, options: Intl.DateTimeFormatOptions) {
  const map: Record<string, string> = {}
  for (const p of new Intl.DateTimeFormat(intlLocale(lang), { timeZone: DISPLAY_TIME_ZONE, ...options }).formatToParts(date)) {
    map[p.type] = p.value
  }
  return map
}

/** SPEC §9 'dd MMMM yyyy HH:mm' in the page language (Dutch by default); invalid → `invalid` ('Onbekende datum'). */
export function formatDateTime(value: unknown, lang = 'nl', invalid = UNKNOWN_DATE): string {
  const date = toDate(value)
  if (!date) return invalid
  const p = parts(date, lang, { day: '2-digit', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return `${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute}`
}

/**
 * An event card's short date with its weekday and start time: 'za 28 nov 20:00' in Dutch,
 * 'Sat 28 Nov 20:00' in English; the year only when it is not this year's ('za 2 jan 2027 20:00').
 * A multi-day or overnight event adds its last day: 'za 28 nov 20:00 – zo 29 nov'.
 */
export function formatCardDate(start: unknown, end?: unknown, lang = 'nl', now: Date = new Date()): string {
  const date = toDate(start)
  if (!date) return UNKNOWN_DATE
  const thisYear = parts(now, lang, { year: 'numeric' }).year
  const day = (value: Date) => {
    const p = parts(value, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    const text = `${p.weekday.replace(/\.$/, '')} ${p.day} ${p.month.replace(/\.$/, '')}`
    return p.year === thisYear ? text : `${text} ${p.year}`
  }
  const time = parts(date, lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const first = `${day(date)} ${time.hour}:${time.minute}`
  const last = toDate(end)
  return last && !isSameDay(date, last) ? `${first} – ${day(last)}` : first
}

/** 'dd MMMM yyyy'; invalid → `invalid` ('Onbekende datum'). */
export function formatDate(value: unknown, lang = 'nl', invalid = UNKNOWN_DATE): string {
  const date = toDate(value)
  if (!date) return invalid
  const p = parts(date, lang, { day: '2-digit', month: 'long', year: 'numeric' })
  return `${p.day} ${p.month} ${p.year}`
}

/** 'HH:mm'. */
export function formatTime(value: unknown, lang = 'nl'): string {
  const date = toDate(value)
  if (!date) return UNKNOWN_DATE
  const p = parts(date, lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return `${p.hour}:${p.minute}`
}

/** nl-NL long format, as in 'Actief sinds 5 maart 2025'. */
export function formatLongDate(value: unknown, lang = 'nl'): string {
  const date = toDate(value)
  if (!date) return UNKNOWN_DATE
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: DISPLAY_TIME_ZONE }).format(date)
}

/** A ticket's day with its weekday, as each language writes it: 'zaterdag 28 november 2026', 'Samstag, 28. November 2026'. */
export function formatWeekdayDate(value: unknown, lang = 'nl'): string {
  const date = toDate(value)
  if (!date) return UNKNOWN_DATE
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'full', timeZone: DISPLAY_TIME_ZONE }).format(date)
}

/** Whether two instants fall on the same calendar day in Suriname (single-day vs multi-day layout). */
export function isSameDay(a: unknown, b: unknown): boolean {
  const first = toDate(a)
  const second = toDate(b)
  if (!first || !second) return false
  return formatDate(first, 'nl') === formatDate(second, 'nl')
}

/** SPEC §4: an event is upcoming when its end date is in the future. */
export function isUpcoming(endDate: unknown, now: Date | number = Date.now()): boolean {
  const end = toDate(endDate)
  return end !== null && end.getTime() > (typeof now === 'number' ? now : now.getTime())
}

/** SPEC §9 reviews per page: 4 under 640 px, 5 under 1024 px, else 6. */
export function reviewsPerPage(viewportWidth: number): number {
  if (viewportWidth < 640) return 4
  if (viewportWidth < 1024) return 5
  return 6
}

export const SHARE_TEXT_LIMIT = 150

/** SPEC §9: share text cut at 150 characters (an ellipsis inside the limit when cut). */
export function shareText(text: string | null | undefined): string {
  const value = clean(text).replace(/\s+/g, ' ')
  if (value.length <= SHARE_TEXT_LIMIT) return value
  return `${value.slice(0, SHARE_TEXT_LIMIT - 1).trimEnd()}…`
}

export interface PersonName {
  organizationName?: string | null
  firstName?: string | null
  lastName?: string | null
}

/** SPEC §2: organization name, else first and last name. */
export function organizerDisplayName(person: PersonName | null | undefined): string {
  if (!person) return ''
  const organization = clean(person.organizationName)
  if (organization) return organization
  return [clean(person.firstName), clean(person.lastName)].filter(Boolean).join(' ')
}

/** Initials for an avatar: the first letter of up to `max` words, upper case. */
export function initials(name: string | null | undefined, max = 3): string {
  return clean(name)
    .split(/[\s\-_.]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
    .slice(0, max)
    .map((word) => (word.match(/[\p{L}\p{N}]/u) ?? [''])[0].toUpperCase())
    .join('')
}
