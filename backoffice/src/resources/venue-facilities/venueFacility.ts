import type { FacilityIconName } from '#domain/facility_icons'

/** A facility as GET /api/admin/venue-facilities answers it (api/transformers/venue_facility_transformer.ts). */
export interface VenueFacility {
  id: number
  /** Fixed at creation: ties a standard facility to its venue amenity flag. */
  key: string
  name: string
  iconName: FacilityIconName
  colorCode: string
  backgroundColor: string
  sortOrder: number
  isActive: boolean
  createdAt: string
  updatedAt: string
}

export const T = 'resources.venue-facilities'
