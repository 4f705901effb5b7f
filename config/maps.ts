import env from '#start/env'

/*
 * Map and geocoding providers. Read on every call (not at boot) so a key added to the
 * environment, or set by a test, takes effect without a restart of the module graph.
 * Without GOOGLE_MAPS_API_KEY the map endpoints answer 503 MAPS_NOT_CONFIGURED and geocoding
 * records 'failed' with 'Geen geocoding-provider geconfigureerd'.
 */
export const GOOGLE_STATIC_MAPS_URL = 'https://maps.googleapis.com/maps/api/staticmap'
export const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json'

export interface MapsConfig {
  apiKey: string | null
  staticBaseUrl: string
  geocodingBaseUrl: string
  /** Geocoding may use its own (server-only) key; falls back to the maps key. */
  geocodingApiKey: string | null
}

export function mapsConfig(): MapsConfig {
  const apiKey = env.get('GOOGLE_MAPS_API_KEY')?.trim() || null
  return {
    apiKey,
    staticBaseUrl: env.get('MAPS_STATIC_BASE_URL')?.trim() || GOOGLE_STATIC_MAPS_URL,
    geocodingBaseUrl: env.get('GEOCODING_BASE_URL')?.trim() || GOOGLE_GEOCODING_URL,
    geocodingApiKey: env.get('GOOGLE_GEOCODING_API_KEY')?.trim() || apiKey,
  }
}
