/*
 * The public catalogue's JSON contract (SPEC §3 field names, SPEC §7 paths). The API's
 * transformers return these shapes; the storefront's client reads them. Change both through here.
 *
 * Every success is `{ success: true, data: T }` unless noted; every failure is
 * `{ message, error, code }` with a 4xx status (404 message 'Event niet gevonden',
 * 'Venue niet gevonden', 'Organisator niet gevonden'; 403 'Toegang Geweigerd' for an unapproved venue).
 * Money is a decimal string ('150.00'); dates are ISO 8601 strings with offset.
 */

export type SocialMediaLinks = Partial<
  Record<'facebook' | 'instagram' | 'whatsapp' | 'whatsappGroup' | 'youtube' | 'twitter' | 'tiktok' | 'telegram' | 'linkedin', string>
>

export interface ImageVariants {
  /** Keyed by the original image URL: { card?: url, original?: url, ... } */
  [imageUrl: string]: Record<string, string>
}

/** Venue as embedded in an event (list or detail). Link to /venues/{id} only when isApproved. */
export interface VenueRef {
  id: number
  name: string
  district: string | null
  streetName: string | null
  houseNumber: string | null
  neighborhood: string | null
  isApproved: boolean
}

/** Organizer as embedded in an event. `name` = organizationName else first + last name. */
export interface OrganizerRef {
  id: number
  name: string
  organizationName: string | null
  firstName: string | null
  lastName: string | null
  profileImage: string | null
  isVerified: boolean
  averageRating: number | null
  totalReviews: number
}

/** GET /api/events/public[?includePast=true&search=&category=&district=&venueId=&organizerId=] items. */
export interface EventSummary {
  id: number
  title: string
  description: string | null
  category: string | null
  startDate: string
  endDate: string
  images: string[]
  imageVariants: ImageVariants
  cachedLikeCount: number
  cachedAverageRating: number | null
  /** Lowest and highest valid ticket price as decimal strings; null when no ticket types / no valid price. */
  minPrice: string | null
  maxPrice: string | null
  organizer: OrganizerRef
  venue: VenueRef | null
}

/** GET /api/events/{id} */
export interface EventDetail extends EventSummary {
  venue:
    | (VenueRef & {
        amenities: VenueAmenities
        customAmenities: string[]
        averageRating: number | null
        totalReviews: number
        maxCapacity: number | null
        images: string[]
      })
    | null
  qrCodePrefix: string | null
  isPublished: boolean
  /** Buyers may cancel their own order (domain/buyer_cancellation.ts): until how many hours before, what is kept; null when not. */
  buyerCancellation: { hoursBefore: number; keepPercent: string } | null
  /** GET /api/events/{id} only: how many Ticketswitch listings of the event are for sale now. */
  ticketswitchListings?: number
}

/** GET /api/events/{id}/ticket-types items (sorted by sortOrder). */
export interface PublicTicketType {
  id: number
  eventId: number
  name: string
  description: string | null
  price: string
  maxQuantity: number
  quantitySold: number
  reservedQuantity: number
  availableNow: number
  saleStartDate: string | null
  saleEndDate: string | null
  isActive: boolean
  /** Listed only with an access code that unlocks it (domain/discount_codes.ts). */
  isHidden?: boolean
  sortOrder: number
  hasUserLimit: boolean | null
  maxPerUser: number | null
}

export interface VenueAmenities {
  hasParking: boolean
  isAccessible: boolean
  hasWifi: boolean
  hasCatering: boolean
  hasKitchen: boolean
  hasAirConditioning: boolean
  hasAudioSystem: boolean
  hasLighting: boolean
}

/** GET /api/venues/public[?search=&district=&capacity=small|medium|large|extra_large] items. */
export interface VenueSummary extends VenueAmenities {
  id: number
  name: string
  description: string | null
  streetName: string | null
  houseNumber: string | null
  neighborhood: string | null
  district: string | null
  maxCapacity: number | null
  priceAmount: string | null
  pricePeriod: 'dag' | 'uur' | 'week' | 'maand'
  customAmenities: string[]
  images: string[]
  imageVariants: ImageVariants
  averageRating: number | null
  totalReviews: number
  likeCount: number
}

/** GET /api/venues/{id} */
export interface VenueDetail extends VenueSummary {
  ownerId: number
  website: string | null
  isApproved: boolean
  isActive: boolean
  facilityIds: number[]
  adminFacilities: Record<string, boolean>
  socialMediaLinks: SocialMediaLinks
  /** Business contact name else owner's name; phone; avatar or null (initial shown). */
  contact: { name: string; phone: string | null; email: string | null; avatarUrl: string | null }
  statistics: { totalEvents: number; upcomingEvents: number; totalReviews: number; followers: number }
}

/** GET /api/venue-facilities items. */
export interface VenueFacility {
  id: number
  /** parking, wifi, ... for the standard facilities (their venue amenity flag); fixed when created. */
  key?: string
  name: string
  iconName: string
  colorCode: string
  backgroundColor: string
  sortOrder: number
}

/** GET /api/users/{id}: the public organizer profile. Never hashes, tokens, documents or private addresses. */
export interface PublicOrganizerProfile {
  id: number
  role: string
  name: string
  organizationName: string | null
  firstName: string | null
  lastName: string | null
  profileImage: string | null
  /** The profile image's variants when it is an upload ({ [profileImage]: { original, card, thumb } }). */
  imageVariants: ImageVariants
  isVerified: boolean
  businessDescription: string | null
  website: string | null
  socialMediaLinks: SocialMediaLinks
  createdAt: string
  averageRating: number | null
  totalReviews: number
  verifiedReviews: number
  followerCount: number
  /** Contact person (business contact else the organizer), business phone, business address else district only. */
  contact: { name: string; phone: string | null; address: string | null }
  statistics: { totalEvents: number; upcomingEvents: number; totalReviews: number; followers: number }
}

/** GET /api/organizers?page=&perPage= items: organizers with published events, by name. No e-mail, phone or address. */
export interface OrganizerSummary {
  id: number
  name: string
  /** Their town, else their (business) district; null when neither is known. */
  city: string | null
  /** To one decimal over the reviews the public sees; null without any. */
  averageRating: number | null
  totalReviews: number
  /** Published events, upcoming and past, as their page counts them. */
  publishedEvents: number
}

/** GET /api/organizers → { success, data: OrganizerSummary[], total, page, perPage } */
export interface OrganizerPage {
  success: true
  data: OrganizerSummary[]
  total: number
  page: number
  perPage: number
}

/** GET /api/{events|venues|users}/{id}/reviews/summary → { success, data: ReviewSummary } */
export interface ReviewSummary {
  hasReviews: boolean
  averageRating: number
  totalReviews: number
  verifiedReviews: number
}

/** GET /api/{events|venues|users}/{id}/reviews?page=&perPage= → { success, reviews: PublicReview[], totalReviews } */
export interface PublicReview {
  id: number
  reviewType: 'event' | 'organizer' | 'venue'
  rating: number
  comment: string | null
  isVerified: boolean
  isAnonymous: boolean
  createdAt: string
  respondedAt: string
  /** The reviewed organizer's or venue operator's answer (domain/reviews.ts), shown under the review. */
  response: { text: string; createdAt: string; byName: string } | null
  reviewer: {
    displayName: string
    role: string | null
    organizationName: string | null
    companyName: string | null
    firstName: string | null
    lastName: string | null
  }
}

/** GET /api/venues/{id}/map-data → { success, data: MapData } */
export interface MapData {
  coordinates: { lat: number; lng: number } | null
  placeId: string | null
  geocodeStatus: 'pending' | 'failed' | 'ok' | 'partial'
  geocodeError: string | null
  addressHash: string
}
