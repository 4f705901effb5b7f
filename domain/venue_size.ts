/*
 * Venue capacity (SPEC §9): size classes (under 200 intimate 'Intiem', under 500 medium 'Medium', under 1000 large
 * 'Groot', else extra large 'Extra Groot'; each page names them in its language) and the overview's size filter
 * bands (small up to 200, medium 201-500, large 501-1000, extra large above 1000). The two use slightly different
 * edges on purpose.
 */
export const VENUE_SIZE_FILTERS = ['small', 'medium', 'large', 'extra_large'] as const
export type VenueSizeFilter = (typeof VENUE_SIZE_FILTERS)[number]

export const VENUE_SIZE_CLASSES = ['intimate', 'medium', 'large', 'extra_large'] as const
export type VenueSizeClass = (typeof VENUE_SIZE_CLASSES)[number]

/** The size class a venue's card shows; null without a capacity. */
export function venueSizeClass(capacity: number | null | undefined): VenueSizeClass | null {
  if (capacity == null || !Number.isFinite(capacity) || capacity <= 0) return null
  if (capacity < 200) return 'intimate'
  if (capacity < 500) return 'medium'
  if (capacity < 1000) return 'large'
  return 'extra_large'
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
