import type User from '#models/user'
import type { OrganizerProfile } from '#services/organizers/organizer_profile_service'
import type { OrganizerSummary, PublicOrganizerProfile, ReviewSummary } from '#domain/catalogue_types'
import { districtName } from '#domain/districts'
import { iso, personName } from '#transformers/catalogue_values'

/**
 * PublicOrganizerProfile. Picks fields one by one: never the password hash, tokens, codes,
 * KKF or ID documents, the login email or the personal phone.
 * The address (SPEC §2 "business address else personal address") is the business address, else the personal
 * address in full as the profile holds it (street and number, neighbourhood, town, district, state, zip code, and
 * the country when it is not Suriname), one line of text.
 */
export function publicOrganizerProfile({ organizer, reviews, statistics }: OrganizerProfile): PublicOrganizerProfile {
  const name = personName(organizer)
  const businessContact = [organizer.businessContactFirstName, organizer.businessContactLastName].filter((part) => part?.trim()).join(' ')
  const businessStreet = [organizer.businessStreetName, organizer.businessHouseNumber].filter((part) => part?.trim()).join(' ')
  const businessAddress = [businessStreet, organizer.businessNeighborhood, districtName(organizer.businessDistrict)]
    .filter((part) => part?.trim())
    .join(', ')
  const personalStreet = [organizer.streetName, organizer.houseNumber].filter((part) => part?.trim()).join(' ')
  const personalAddress = [
    personalStreet,
    organizer.neighborhood,
    organizer.cityTown,
    districtName(organizer.district),
    organizer.state,
    organizer.zipCode,
    organizer.country?.trim().toLowerCase() === 'suriname' ? null : organizer.country,
  ]
    .map((part) => part?.trim())
    .filter((part, index, parts): part is string => !!part && parts.indexOf(part) === index)
    .join(', ')
  return {
    id: organizer.id,
    role: organizer.role,
    name,
    organizationName: organizer.organizationName,
    firstName: organizer.firstName,
    lastName: organizer.lastName,
    profileImage: organizer.profileImage,
    imageVariants: organizer.imageVariants ?? {},
    isVerified: organizer.isVerified,
    businessDescription: organizer.businessDescription,
    website: organizer.website,
    socialMediaLinks: organizer.socialMediaLinks ?? {},
    createdAt: iso(organizer.createdAt),
    averageRating: reviews.hasReviews ? reviews.averageRating : null,
    totalReviews: reviews.totalReviews,
    verifiedReviews: reviews.verifiedReviews,
    followerCount: statistics.followers,
    contact: {
      name: businessContact || name,
      phone: organizer.businessPhone || null,
      address: businessAddress || personalAddress || null,
    },
    statistics,
  }
}

/**
 * GET|PUT /api/organizers/{id}/profile: the fields the organizer edits in the back office.
 * KKF and btw numbers are here for the organizer and their staff only; the public profile above never has them.
 */
export function editableOrganizerProfile(organizer: User) {
  return {
    id: organizer.id,
    organizationName: organizer.organizationName,
    businessDescription: organizer.businessDescription,
    profileImage: organizer.profileImage,
    imageVariants: organizer.imageVariants ?? {},
    website: organizer.website,
    socialMediaLinks: organizer.socialMediaLinks ?? {},
    businessContactFirstName: organizer.businessContactFirstName,
    businessContactLastName: organizer.businessContactLastName,
    businessPhone: organizer.businessPhone,
    businessStreetName: organizer.businessStreetName,
    businessHouseNumber: organizer.businessHouseNumber,
    businessNeighborhood: organizer.businessNeighborhood,
    businessDistrict: organizer.businessDistrict,
    kkfNumber: organizer.kkfNumber,
    btwnumber: organizer.btwnumber,
    /** Where the public page is, for a "view page" link. */
    publicUrl: `/organizer/${organizer.id}`,
  }
}

/** A row of GET /api/organizers as the query reads it. */
export interface OrganizerListRow {
  id: number
  organization_name: string | null
  first_name: string | null
  last_name: string | null
  city_town: string | null
  business_district: string | null
  district: string | null
  published_events: number
}

/** OrganizerSummary: the name, a town or district, the shown reviews and published events; no contact details. */
export function organizerSummary(row: OrganizerListRow, reviews: ReviewSummary): OrganizerSummary {
  const district = row.business_district ?? row.district
  return {
    id: row.id,
    name: personName({ organizationName: row.organization_name, firstName: row.first_name, lastName: row.last_name }),
    city: row.city_town?.trim() || districtName(district) || null,
    averageRating: reviews.hasReviews ? reviews.averageRating : null,
    totalReviews: reviews.totalReviews,
    publishedEvents: Number(row.published_events),
  }
}
