/*
 * The map card's reads (SPEC §7, §9 Map): GET /api/venues/{id}/map-data, not retried on 404 and otherwise up to
 * 3 times, and the maps key, asked once per page.
 */
import { venuesApi, type MapData } from '../../../lib/api/venues'

const MAX_RETRIES = 3

/** The venue has no map data (404): the card shows 'Locatie niet beschikbaar' instead of an error. */
export class NotFound extends Error {}

export async function fetchMapData(venueId: string, bust: boolean): Promise<MapData> {
  let lastError: unknown
  for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
    try {
      const result = await venuesApi.mapData(venueId, bust)
      if (result.status === 404) throw new NotFound()
      if (!result.ok) throw new Error(`map-data ${result.status}`)
      if (!result.data?.data) throw new Error('map-data without data')
      return result.data.data
    } catch (error) {
      if (error instanceof NotFound) throw error
      lastError = error
      if (attempt < MAX_RETRIES) await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt))
    }
  }
  throw lastError
}

/** The browser key, or null (503 without a key, or any failure): asked once per page. */
let apiKey: Promise<string | null> | undefined
export function mapsApiKey(): Promise<string | null> {
  apiKey ??= venuesApi
    .mapsApiKey()
    .then((result) => (result.ok && result.data?.apiKey) || null)
    .catch(() => null)
  return apiKey
}
