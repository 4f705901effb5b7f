/** What a geocoding provider tells us about one address. */
export type GeocodeResult =
  { status: 'ok' | 'partial'; lat: number; lng: number; placeId: string | null } | { status: 'failed'; error: string }

/** Adapter seam: the Google adapter in production, a local fake HTTP server in tests. */
export interface GeocodingProvider {
  geocode(address: string): Promise<GeocodeResult>
}
