import type { GeocodeResult, GeocodingProvider } from '#services/maps/geocoding_provider'

interface GoogleGeocodeResponse {
  status?: string
  error_message?: string
  results?: { place_id?: string; partial_match?: boolean; geometry?: { location?: { lat?: number; lng?: number } } }[]
}

/** Google Geocoding API (JSON). The base URL is configurable so tests can point it at a fake. */
export class GoogleGeocodingProvider implements GeocodingProvider {
  constructor(
    private apiKey: string,
    private baseUrl: string,
    private timeoutMs = 10_000
  ) {}

  async geocode(address: string): Promise<GeocodeResult> {
    const url = new URL(this.baseUrl)
    url.searchParams.set('address', address)
    url.searchParams.set('region', 'sr')
    url.searchParams.set('key', this.apiKey)
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
    } catch (error) {
      return { status: 'failed', error: `Geocoding-provider onbereikbaar: ${(error as Error).message}` }
    }
    if (!response.ok) return { status: 'failed', error: `Geocoding-provider antwoordde met HTTP ${response.status}` }

    let body: GoogleGeocodeResponse
    try {
      body = (await response.json()) as GoogleGeocodeResponse
    } catch {
      return { status: 'failed', error: 'Ongeldig antwoord van de geocoding-provider' }
    }
    if (body.status === 'ZERO_RESULTS') return { status: 'failed', error: 'Adres niet gevonden' }
    if (body.status !== 'OK')
      return {
        status: 'failed',
        error: `Geocoding mislukt: ${body.status ?? 'onbekend'}${body.error_message ? ` (${body.error_message})` : ''}`,
      }

    const first = body.results?.[0]
    const location = first?.geometry?.location
    if (typeof location?.lat !== 'number' || typeof location?.lng !== 'number') return { status: 'failed', error: 'Adres niet gevonden' }
    return { status: first?.partial_match ? 'partial' : 'ok', lat: location.lat, lng: location.lng, placeId: first?.place_id ?? null }
  }
}
