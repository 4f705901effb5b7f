import { createHash } from 'node:crypto'
import type Venue from '#models/venue'
import { districtName } from '#domain/districts'

type AddressParts = Pick<Venue, 'streetName' | 'houseNumber' | 'neighborhood' | 'district'>

/** 'Waterkant 12, Centrum, Paramaribo, Suriname': what the geocoder is asked. */
export function geocodingAddress(venue: AddressParts): string {
  const street = [venue.streetName, venue.houseNumber]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return [street, venue.neighborhood?.trim(), districtName(venue.district), 'Suriname'].filter(Boolean).join(', ')
}

/** sha256 of the lowercased, whitespace-collapsed address: changes exactly when the address does. */
export function addressHash(venue: AddressParts): string {
  const normalized = geocodingAddress(venue).toLowerCase().replace(/\s+/g, ' ').trim()
  return createHash('sha256').update(normalized).digest('hex')
}
