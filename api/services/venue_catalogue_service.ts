import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Venue from '#models/venue'
import VenueFacility from '#models/venue_facility'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { matchesVenueSize } from '#domain/venue_size'
import { mayManageVenue } from '#domain/venue_access'
import { activeFilter, countPublishedEvents, likePattern } from '#services/event_catalogue_service'
import { countShownReviews } from '#services/public_review_service'
import { venueSummary } from '#transformers/venue_transformer'
import { JsonListCache, invalidateOnChange } from '#services/catalogue_cache'

/*
 * Public venues (SPEC §4 Visibility): approved, active and not deleted. An unapproved venue's
 * page is 'Toegang Geweigerd' for everyone but its owner and admins.
 */

export interface PublicVenueFilters {
  search?: string
  district?: string
  capacity?: string
}

/** Who is looking at a venue page; absent for visitors (the accounts issue fills it in). */
export type VenueViewer = Pick<User, 'id' | 'role'>

export function publicVenues(): ModelQueryBuilderContract<typeof Venue> {
  return Venue.query().where('venues.is_approved', true).where('venues.is_active', true).whereNull('venues.deleted_at')
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

function mayViewUnpublished(venue: Venue, viewer?: VenueViewer | null): boolean {
  return mayManageVenue(viewer, venue.ownerId)
}

/**
 * A venue as its page shows it to this viewer: missing, deleted or inactive → 404; not approved → 403;
 * its owner and admins see it in every state but deleted. Its reviews follow the same rule.
 */
export async function venueVisibleTo(
  id: number | null,
  viewer?: VenueViewer | null,
  extend: (query: ModelQueryBuilderContract<typeof Venue>) => unknown = () => undefined
): Promise<Venue> {
  const query = Venue.query().whereNull('deleted_at')
  extend(query)
  const venue = id === null ? null : await query.where('id', id).first()
  if (!venue) throw new DomainError('VENUE_NOT_FOUND')
  if (!mayViewUnpublished(venue, viewer)) {
    if (!venue.isActive) throw new DomainError('VENUE_NOT_FOUND')
    if (!venue.isApproved) throw new DomainError('VENUE_NOT_APPROVED')
  }
  return venue
}

export interface VenueStatistics {
  totalEvents: number
  upcomingEvents: number
  totalReviews: number
  followers: number
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
