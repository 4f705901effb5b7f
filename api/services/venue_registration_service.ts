/*
 * A venue operator registers a venue (SPEC §2 /register-venue/step2). It starts unapproved, so only its
 * owner and admins see it (SPEC §4 visibility) until an admin approves it.
 */
import Venue from '#models/venue'
import type User from '#models/user'
import type { Infer } from '@vinejs/vine/types'
import type { createVenueValidator } from '#validators/venue_validator'

export type NewVenue = Infer<typeof createVenueValidator>

export const VENUE_AWAITS_APPROVAL = 'Je venue is aangemeld en wacht op goedkeuring door een beheerder.'

export async function registerVenue(owner: User, input: NewVenue): Promise<Venue> {
  const { priceAmount, customAmenities, ...fields } = input
  return Venue.create({
    ...fields,
    ownerId: owner.id,
    priceAmount: priceAmount === undefined || priceAmount === 0 ? null : priceAmount.toFixed(2),
    pricePeriod: input.pricePeriod ?? 'dag',
    customAmenities: customAmenities ?? [],
    isApproved: false,
    isActive: true,
    geocodeStatus: 'pending',
  })
}
