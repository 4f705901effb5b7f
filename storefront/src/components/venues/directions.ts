/*
 * 'Routebeschrijving' (SPEC §2 map widget): Google Maps directions to the venue, which need no API key.
 * To the coordinates when they are known, else to the written address (Google finds it); null when
 * there is neither. Pure: used on the server and by the map card's script, and unit-tested.
 */
export interface DirectionsTarget {
  coordinates?: { lat: number; lng: number } | null
  /** The venue's name and address as the page shows them; the address may be missing. */
  name: string
  address?: string | null
}

const DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination='

export function directionsUrl({ coordinates, name, address }: DirectionsTarget): string | null {
  if (coordinates && Number.isFinite(coordinates.lat) && Number.isFinite(coordinates.lng)) {
    return DIRECTIONS_URL + encodeURIComponent(`${coordinates.lat},${coordinates.lng}`)
  }
  const place = address?.trim()
  if (!place) return null
  return DIRECTIONS_URL + encodeURIComponent([name.trim(), place, 'Suriname'].filter(Boolean).join(', '))
}
