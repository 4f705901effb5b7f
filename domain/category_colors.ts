/*
 * Event category colours and badge tints (SPEC §3, §5, §9). Lookup order: exact name, then
 * partial match, then the grey fallback. Category names match case-insensitively after
 * stripping a 'category.' prefix. Categories from the API (name + colorCode) win over the
 * built-in table.
 */
export const DEFAULT_CATEGORY_COLOR = '#6B7280'
/** Light grey background used when a badge colour is not valid hex. */
export const INVALID_BADGE_BACKGROUND = '#F3F4F6'

export const BUILT_IN_CATEGORY_COLORS: Readonly<Record<string, string>> = {
  cultural: '#DC2626',
  cultuur: '#DC2626',
  muziek: '#DC2626',
  business: '#3B82F6',
  zakelijk: '#3B82F6',
  sport: '#059669',
  kunst: '#EC4899',
  technologie: '#6366F1',
  educatie: '#27AE60',
}

export interface CategoryColorSource {
  name: string
  colorCode: string
}

const HEX = /^#[0-9A-Fa-f]{6}$/

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value)
}

/** 'category.Muziek ' → 'muziek': the form names are compared in. */
export function normalizeCategoryName(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .replace(/^category\./i, '')
    .trim()
    .toLowerCase()
}

/** 'category.sport' → 'Sport'; other names are shown as stored. */
export function categoryDisplayName(name: string | null | undefined): string {
  const raw = (name ?? '').trim()
  if (!/^category\./i.test(raw)) return raw
  const rest = raw.replace(/^category\./i, '')
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}

export interface CategoryLabelSource {
  name: string
  /** The name in the page's language (GET /api/event-categories?lang=), Dutch when it has none. */
  label?: string
}

/** What a badge or filter shows: the API's label of the category in the page's language, else the name as stored. */
export function categoryLabel(name: string | null | undefined, categories: readonly CategoryLabelSource[] = []): string {
  const wanted = normalizeCategoryName(name)
  const match = wanted ? categories.find((c) => normalizeCategoryName(c.name) === wanted) : undefined
  return match?.label?.trim() || categoryDisplayName(name)
}

export function categoryColor(name: string | null | undefined, categories: readonly CategoryColorSource[] = []): string {
  const wanted = normalizeCategoryName(name)
  if (!wanted) return DEFAULT_CATEGORY_COLOR
  const table: [string, string][] = [
    ...categories.filter((c) => isHexColor(c.colorCode)).map((c): [string, string] => [normalizeCategoryName(c.name), c.colorCode]),
    ...Object.entries(BUILT_IN_CATEGORY_COLORS),
  ].filter(([key]) => key.length > 0)

  const exact = table.find(([key]) => key === wanted)
  if (exact) return exact[1]
  const partial = table.find(([key]) => wanted.includes(key) || (wanted.length >= 3 && key.includes(wanted)))
  if (partial) return partial[1]
  return DEFAULT_CATEGORY_COLOR
}

export interface BadgeColors {
  color: string
  backgroundColor: string
  borderColor: string
  valid: boolean
}

export interface BadgeColorOptions {
  /** Used as text colour when the colour is invalid (itself only if valid hex; else grey). */
  fallback?: string
  /** Called with a warning when the colour is invalid; defaults to console.warn. */
  onInvalid?: (message: string) => void
}

/*
 * Badge: text in the category colour, background a pale tint of it (6 % colour over white,
 * saturation clamped to 20-40 %, lightness at least 92 %), border the text colour at 12 %.
 */
export function badgeColors(color: string | null | undefined, options: BadgeColorOptions = {}): BadgeColors {
  if (!isHexColor(color)) {
    const text = isHexColor(options.fallback) ? options.fallback : DEFAULT_CATEGORY_COLOR
    const warn = options.onInvalid ?? ((message: string) => console.warn(message))
    warn(`Ongeldige badgekleur "${String(color)}", terugval ${text} gebruikt`)
    return { color: text, backgroundColor: INVALID_BADGE_BACKGROUND, borderColor: rgba(text, 0.12), valid: false }
  }
  return { color, backgroundColor: tint(color), borderColor: rgba(color, 0.12), valid: true }
}

export const TINT_FACTOR = 0.06

function rgbOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

function rgba(hex: string, alpha: number): string {
  const [r, g, b] = rgbOf(hex)
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

function tint(hex: string): string {
  const mixed = rgbOf(hex).map((c) => 255 + (c - 255) * TINT_FACTOR) as [number, number, number]
  const [h, s, l] = rgbToHsl(mixed)
  const saturation = Math.min(40, Math.max(20, s))
  const lightness = Math.max(92, l)
  return hslToHex(h, saturation, lightness)
}

function rgbToHsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255]
  const max = Math.max(rn, gn, bn)
  const min = Math.min(rn, gn, bn)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l * 100]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h: number
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0)
  else if (max === gn) h = (bn - rn) / d + 2
  else h = (rn - gn) / d + 4
  return [h * 60, s * 100, l * 100]
}

function hslToHex(h: number, s: number, l: number): string {
  const sn = s / 100
  const ln = l / 100
  const k = (n: number) => (n + h / 30) % 12
  const a = sn * Math.min(ln, 1 - ln)
  const f = (n: number) => ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return (
    '#' +
    [f(0), f(8), f(4)]
      .map((x) =>
        Math.round(x * 255)
          .toString(16)
          .padStart(2, '0')
      )
      .join('')
      .toUpperCase()
  )
}
