/*
 * Rows the catalogue's services read and its transformers shape: kept apart from both so that neither imports the
 * other.
 */

/**
 * One row of the public list: the event with its price range, organizer and venue columns,
 * read in a single query without model hydration (the list is the catalogue's hot path).
 */
export interface PublicEventRow {
  id: number
  title: string
  description: string | null
  category: string | null
  start_date: Date
  end_date: Date
  images: string[] | null
  image_variants: Record<string, Record<string, string>> | null
  cached_like_count: number
  cached_average_rating: string | null
  min_price: string | null
  max_price: string | null
  organizer_id: number
  organizer_organization_name: string | null
  organizer_first_name: string | null
  organizer_last_name: string | null
  organizer_profile_image: string | null
  organizer_is_verified: boolean
  organizer_cached_rating: string | null
  organizer_cached_review_count: number | null
  venue_id: number | null
  venue_name: string | null
  venue_district: string | null
  venue_street_name: string | null
  venue_house_number: string | null
  venue_neighborhood: string | null
  venue_is_approved: boolean | null
}

export interface VenueStatistics {
  totalEvents: number
  upcomingEvents: number
  totalReviews: number
  followers: number
}
