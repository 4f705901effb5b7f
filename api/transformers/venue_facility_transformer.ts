import type VenueFacility from '#models/venue_facility'
import { publicFacility } from '#transformers/venue_transformer'

/** The back office's record: what the storefront reads plus active and the times. */
export function adminFacility(facility: VenueFacility) {
  return {
    ...publicFacility(facility),
    isActive: facility.isActive,
    createdAt: facility.createdAt.toISO(),
    updatedAt: facility.updatedAt.toISO(),
  }
}
