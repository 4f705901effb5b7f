import db from '@adonisjs/lucid/services/db'
import Venue from '#models/venue'
import VenueFacility from '#models/venue_facility'
import { DomainError } from '#exceptions/domain_error'
import { matchesVenueSize } from '#domain/venue_size'
import { countPublishedEvents } from '#services/events/event_catalogue_service'
import { activeFilter, likePattern } from '#services/catalogue/catalogue_filters'
import { publicVenues, venueVisibleTo, type VenueViewer } from '#services/catalogue/venue_visibility'
import type { VenueStatistics } from '#services/catalogue/catalogue_rows'
import { countShownReviews } from '#services/reviews/public_review_service'
import { venueSummary } from '#transformers/venue_transformer'
import { JsonListCache, invalidateOnChange } from '#services/catalogue/catalogue_cache'

/*
 * Public venues (SPEC §4 Visibility): approved, active and not deleted. An unapproved venue's
 * page is 'Toegang Geweigerd' for everyone but its owner and admins.
 */

export interface PublicVenueFilters {
  search?: string
  district?: string
  capacity?: string
}

export async function listPublicVenues(filters: PublicVenueFilters): Promise<Venue[]> {
  const query = publicVenues()
  const search = activeFilter(filters.search)
  if (search) {
    const pattern = likePattern(search)
    query.where((q) =>
      q
        .whereILike('name', pattern)
        .orWhereILike('description', pattern)
        .orWhereILike('district', pattern)
        .orWhereILike('neighborhood', pattern)
    )
  }
  const district = activeFilter(filters.district)
  if (district) query.whereRaw('lower(district) = lower(?)', [district])
  const venues = await query.orderBy('name', 'asc').orderBy('id', 'asc')
  // The size bands live in one place (domain/venue_size.ts), shared with the storefront.
  return venues.filter((venue) => matchesVenueSize(venue.maxCapacity, filters.capacity))
}

const publicVenuesCache = new JsonListCache()
invalidateOnChange(Venue)

/** The answer body of GET /api/venues/public (VenueSummary list), from a short-lived cache (catalogue_cache.ts). */
export function publicVenuesBody(filters: PublicVenueFilters): Promise<Buffer> {
  const key = JSON.stringify([
    activeFilter(filters.search),
    activeFilter(filters.district)?.toLowerCase() ?? null,
    filters.capacity ?? null,
  ])
  return publicVenuesCache.get(key, async () => (await listPublicVenues(filters)).map(venueSummary))
}

export interface VenueForViewer {
  venue: Venue
  statistics: VenueStatistics
}

/**
 * GET /api/venues/{id}: missing, deleted or inactive → 404; not approved → 403, except for the
 * venue's owner and admins, who see their venue in every state but deleted.
 */
export async function getVenueForViewer(id: number | null, viewer?: VenueViewer | null): Promise<VenueForViewer> {
  const venue = await venueVisibleTo(id, viewer, (query) => query.preload('owner'))
  const events = await countPublishedEvents('venue_id', venue.id)
  const totalReviews = await countShownReviews({ venueId: venue.id })
  const followers = await countFollowers('venue', venue.id)
  return { venue, statistics: { ...events, totalReviews, followers } }
}

/** A public venue (map data, geocode lookup): anything else is 'Venue niet gevonden'. */
export async function getPublicVenue(id: number | null): Promise<Venue> {
  const venue = id === null ? null : await publicVenues().where('id', id).first()
  if (!venue) throw new DomainError('VENUE_NOT_FOUND')
  return venue
}

/** Likes of a venue or event, follows of an organizer. */
export async function countFollowers(targetType: 'venue' | 'event' | 'organizer', targetId: number): Promise<number> {
  return (await countFollowersOf(targetType, [targetId])).get(targetId) ?? 0
}

/** The same for many targets in one query (the venue dashboard); absent ids have none. */
export async function countFollowersOf(targetType: 'venue' | 'event' | 'organizer', targetIds: number[]): Promise<Map<number, number>> {
  if (targetIds.length === 0) return new Map()
  const rows: { target_id: number; total: number }[] = await db
    .from('likes')
    .where('target_type', targetType)
    .whereIn('target_id', targetIds)
    .groupBy('target_id')
    .select('target_id', db.raw('count(*)::int AS total'))
  return new Map(rows.map((row) => [row.target_id, Number(row.total)]))
}

/** The active facilities in display order (GET /api/venue-facilities). */
export function listActiveFacilities() {
  return VenueFacility.query().where('is_active', true).orderBy('sort_order', 'asc').orderBy('id', 'asc')
}
