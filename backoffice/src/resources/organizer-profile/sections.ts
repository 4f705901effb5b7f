import { ORGANIZER_SOCIAL_NETWORKS } from '#domain/social_links'

/** The profile's fields in the order both views show them, grouped as on the form. */
export const SOCIAL_FIELDS = ORGANIZER_SOCIAL_NETWORKS.map((network) => `socialMediaLinks.${network}`)

export const SECTIONS = {
  organization: ['organizationName', 'businessDescription'],
  online: ['website', ...SOCIAL_FIELDS],
  contact: ['businessContactFirstName', 'businessContactLastName', 'businessPhone'],
  address: ['businessStreetName', 'businessHouseNumber', 'businessNeighborhood', 'businessDistrict'],
  registration: ['kkfNumber', 'btwnumber'],
} as const

export type SectionName = keyof typeof SECTIONS

export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[]
