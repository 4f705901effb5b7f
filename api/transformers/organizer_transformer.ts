import type { OrganizerProfile } from '#services/organizer_profile_service'
import type { PublicOrganizerProfile } from '#domain/catalogue_types'
import { districtName } from '#domain/districts'
import { iso, personName } from '#transformers/catalogue_values'

/**
 * PublicOrganizerProfile. Picks fields one by one: never the password hash, tokens, codes,
 * KKF or ID documents, the login email, the personal phone or the private street address.
 * The address is the business address, else only the district.
 */
export function publicOrganizerProfile({ organizer, reviews, statistics }: OrganizerProfile): PublicOrganizerProfile {
  const name = personName(organizer)
  const businessContact = [organizer.businessContactFirstName, organizer.businessContactLastName].filter((part) => part?.trim()).join(' ')
  const businessStreet = [organizer.businessStreetName, organizer.businessHouseNumber].filter((part) => part?.trim()).join(' ')
  const businessAddress = [businessStreet, organizer.businessNeighborhood, districtName(organizer.businessDistrict)]
    .filter((part) => part?.trim())
    .join(', ')
  return {
    id: organizer.id,
    role: organizer.role,
    name,
    organizationName: organizer.organizationName,
    firstName: organizer.firstName,
    lastName: organizer.lastName,
    profileImage: organizer.profileImage,
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
      address: businessAddress || districtName(organizer.district) || null,
    },
    statistics,
  }
}
