/*
 * Venue capacity (SPEC §9): size labels (under 200 Intiem, under 500 Medium, under 1000 Groot,
 * else Extra Groot) and the overview's size filter bands (small up to 200, medium 201-500,
 * large 501-1000, extra large above 1000). The two use slightly different edges on purpose.
 */
export const VENUE_SIZE_FILTERS = ['small', 'medium', 'large', 'extra_large'] as const
export type VenueSizeFilter = (typeof VENUE_SIZE_FILTERS)[number]

export function venueSizeLabel(capacity: number | null | undefined): string | null {
  if (capacity == null || !Number.isFinite(capacity) || capacity <= 0) return null
  if (capacity < 200) return 'Intiem'
  if (capacity < 500) return 'Medium'
  if (capacity < 1000) return 'Groot'
  return 'Extra Groot'
}

export function venueSizeBand(capacity: number | null | undefined): VenueSizeFilter | null {
  if (capacity == null || !Number.isFinite(capacity) || capacity <= 0) return null
  if (capacity <= 200) return 'small'
  if (capacity <= 500) return 'medium'
  if (capacity <= 1000) return 'large'
  return 'extra_large'
}

/** 'all', empty or unknown filters match every venue. */
export function matchesVenueSize(capacity: number | null | undefined, filter: string | null | undefined): boolean {
  if (!filter || filter === 'all' || !(VENUE_SIZE_FILTERS as readonly string[]).includes(filter)) return true
  return venueSizeBand(capacity) === filter
}
