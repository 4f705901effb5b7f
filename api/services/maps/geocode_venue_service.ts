import logger from '@adonisjs/core/services/logger'
import Venue from '#models/venue'
import { mapsConfig } from '#config/maps'
import type { GeocodingProvider } from '#services/maps/geocoding_provider'
import { GoogleGeocodingProvider } from '#services/maps/google_geocoding_provider'
import { geocodingAddress } from '#services/maps/venue_address'

export const NO_GEOCODING_PROVIDER = 'Geen geocoding-provider geconfigureerd'

/** The configured provider, or null when no key is set. */
export function configuredGeocodingProvider(): GeocodingProvider | null {
  const config = mapsConfig()
  return config.geocodingApiKey ? new GoogleGeocodingProvider(config.geocodingApiKey, config.geocodingBaseUrl) : null
}

/**
 * The 'geocode-venue' job: fills lat/lng, placeId and geocodeStatus (ok / partial / failed),
 * counts the attempt and records why it failed. Never throws for a provider problem.
 * Returns null when the venue no longer exists.
 */
export async function geocodeVenue(venueId: number, provider: GeocodingProvider | null): Promise<Venue | null> {
  const venue = await Venue.find(venueId)
  if (!venue) return null
  venue.geocodeAttempts = (venue.geocodeAttempts ?? 0) + 1

  const result = provider ? await provider.geocode(geocodingAddress(venue)) : ({ status: 'failed', error: NO_GEOCODING_PROVIDER } as const)
  if (result.status === 'failed') {
    venue.merge({ geocodeStatus: 'failed', geocodeError: result.error })
  } else {
    venue.merge({
      geocodeStatus: result.status,
      geocodeError: null,
      lat: result.lat.toFixed(6),
      lng: result.lng.toFixed(6),
      placeId: result.placeId,
    })
  }
  await venue.save()
  return venue
}

/** Venues still waiting for coordinates (enqueued when the server starts). */
export async function pendingGeocodeVenueIds(): Promise<number[]> {
  const rows = await Venue.query().where('geocode_status', 'pending').whereNull('deleted_at').select('id')
  return rows.map((row) => row.id)
}

type GeocodingDispatcher = (venueId: number) => Promise<unknown>
let geocodingDispatcher: GeocodingDispatcher | null = null

/** start/jobs.ts (through registerGeocodeVenueQueue) hands venues to the 'geocode-venue' pg-boss job; null: none runs. */
export function useGeocodingDispatcher(dispatcher: GeocodingDispatcher | null) {
  geocodingDispatcher = dispatcher
}

/**
 * After a venue's address was saved (status 'pending'): its job is queued now. Without a running job queue, or
 * when queueing fails, the venue stays 'pending' and the next server start queues it (enqueuePendingGeocoding).
 */
export async function requestVenueGeocoding(venueId: number): Promise<void> {
  if (!geocodingDispatcher) return
  await geocodingDispatcher(venueId).catch((error) =>
    logger.warn({ err: error, venueId }, 'geocoding not queued; the next start queues it')
  )
}
