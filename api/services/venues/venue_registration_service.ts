/*
 * A venue operator registers a venue (SPEC §2 /register-venue/step2, or the back office). It starts unapproved, so
 * only its owner and admins see it (SPEC §4 visibility) until an admin approves it. applyVenueFields is the one
 * place a venue's fields are written from a form, for registering and for every edit
 * (api/services/venues/venue_management_service.ts).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Venue from '#models/venue'
import VenueFacility from '#models/venue_facility'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { VENUE_AMENITY_FLAGS } from '#domain/venue_management'
import { imageVariantsFor, recordImageUsage } from '#services/uploads/upload_service'
import { requestVenueGeocoding } from '#services/maps/geocode_venue_service'
import type { NewVenue, VenueChanges } from '#validators/venues/venue_validator'

export type { NewVenue }

const CLEARABLE_TEXT = ['description', 'website', 'houseNumber', 'neighborhood'] as const

/** The facility ids as given, without repeats; 422 on the field when one is not a facility. */
async function knownFacilityIds(ids: number[], trx: TransactionClientContract): Promise<number[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return unique
  const found = await VenueFacility.query({ client: trx }).whereIn('id', unique).select('id')
  if (found.length !== unique.length) {
    throw new DomainError('VENUE_UNKNOWN_FACILITY', { field: 'facilityIds' })
  }
  return unique
}

/** Links as stored: the sent ones over the current ones, an emptied (null or blank) link removed. */
function mergedLinks(current: Venue['socialMediaLinks'], sent: Record<string, string | null | undefined>): Venue['socialMediaLinks'] {
  const merged: Record<string, string | null | undefined> = { ...current, ...sent }
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => !!entry[1]?.trim()))
}

/** Writes the fields the input carries onto the venue (not saved); fields left out stay as they are. */
export async function applyVenueFields(venue: Venue, input: VenueChanges, trx: TransactionClientContract): Promise<void> {
  const { name, streetName, district, maxCapacity, pricePeriod } = input
  venue.merge(
    Object.fromEntries(Object.entries({ name, streetName, district, maxCapacity, pricePeriod }).filter(([, v]) => v !== undefined))
  )
  for (const field of CLEARABLE_TEXT) {
    if (input[field] !== undefined) venue[field] = input[field] || null
  }
  for (const flag of VENUE_AMENITY_FLAGS) {
    if (input[flag] !== undefined) venue[flag] = input[flag]
  }
  // null or 0: 'Prijs op aanvraag' (SPEC §9).
  if (input.priceAmount !== undefined) venue.priceAmount = input.priceAmount ? input.priceAmount.toFixed(2) : null
  const properties = { ...venue.customProperties }
  if (input.customAmenities !== undefined) {
    venue.customAmenities = input.customAmenities
    properties.customAmenities = input.customAmenities
  }
  if (input.adminFacilities !== undefined) properties.adminFacilities = input.adminFacilities
  venue.customProperties = properties
  if (input.facilityIds !== undefined) venue.facilityIds = await knownFacilityIds(input.facilityIds, trx)
  if (input.images !== undefined) {
    venue.images = input.images
    venue.imageVariants = await imageVariantsFor(input.images, input.imageVariants)
  }
  if (input.socialMediaLinks !== undefined) venue.socialMediaLinks = mergedLinks(venue.socialMediaLinks, input.socialMediaLinks)
}

/** After commit: the pictures the venue uses (file_usage) and, for a new address, its coordinates. */
export async function afterVenueSaved(venue: Venue, changes: { images: boolean; address: boolean }): Promise<void> {
  if (changes.images) await recordImageUsage('venue', venue.id, 'images', venue.images)
  if (changes.address) await requestVenueGeocoding(venue.id)
}

export async function registerVenue(owner: User, input: NewVenue): Promise<Venue> {
  const venue = await db.transaction(async (trx) => {
    const created = new Venue().useTransaction(trx)
    created.merge({
      ownerId: owner.id,
      pricePeriod: 'dag',
      customAmenities: [],
      customProperties: {},
      socialMediaLinks: {},
      facilityIds: [],
      images: [],
      imageVariants: {},
      isApproved: false,
      isActive: true,
      geocodeStatus: 'pending',
    })
    await applyVenueFields(created, input, trx)
    return created.save()
  })
  await afterVenueSaved(venue, { images: venue.images.length > 0, address: true })
  return venue
}
