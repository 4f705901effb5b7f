/*
 * SPEC §9: the canonical URL removes tracking, paging and view parameters and keeps id-like filters.
 * Pure: used by the storefront layout and unit-tested.
 */

/** Filters that name a thing (an id, a category, a district, a size band) and so define the page. */
const KEPT_FILTERS = new Set(['category', 'district', 'capacity', 'lang'])
const isIdLike = (name: string) => name === 'id' || /[a-z]Id$/.test(name) || /_id$/.test(name)

/** Kept filter names, in a stable order so one page has one canonical form. */
export function canonicalUrl(input: string | URL, origin?: string | null): string {
  const source = new URL(input.toString())
  const base = origin ? new URL(origin) : source
  const target = new URL(source.pathname, base.origin)
  const kept = [...source.searchParams.entries()]
    .filter(([name, value]) => value !== '' && value !== 'all' && (KEPT_FILTERS.has(name) || isIdLike(name)))
    .filter(([name, value]) => !(name === 'lang' && value === 'nl'))
    .sort(([a], [b]) => a.localeCompare(b))
  for (const [name, value] of kept) target.searchParams.append(name, value)
  // Trailing slashes and the hash never make a different page.
  if (target.pathname.length > 1) target.pathname = target.pathname.replace(/\/+$/, '')
  return target.toString()
}
