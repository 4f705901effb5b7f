import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import {
  configuredGeocodingProvider,
  geocodeVenue,
  pendingGeocodeVenueIds,
  useGeocodingDispatcher,
} from '#services/maps/geocode_venue_service'

/*
 * The 'geocode-venue' pg-boss queue. At most one queued job per venue (policy 'short' with the
 * venue as singletonKey); the handler is the plain service function geocodeVenue(), which
 * records failures on the venue itself, so pg-boss retries are not needed.
 */
export const GEOCODE_VENUE_QUEUE = 'geocode-venue'

export interface GeocodeVenueJobData {
  venueId: number
}

export function createGeocodeVenueQueue(boss: PgBoss) {
  return ensureQueue(boss, GEOCODE_VENUE_QUEUE, { policy: 'short', retryLimit: 0 })
}

export function workGeocodeVenueQueue(boss: PgBoss, pollingIntervalSeconds = 2) {
  return boss.work<GeocodeVenueJobData>(GEOCODE_VENUE_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await geocodeVenue(job.data.venueId, configuredGeocodingProvider())
  })
}

/** Server start: the queue, its worker, and venues whose address was saved since (registration, an edit) queued at once. */
export async function registerGeocodeVenueQueue(boss: PgBoss, pollingIntervalSeconds = 2) {
  await createGeocodeVenueQueue(boss)
  await workGeocodeVenueQueue(boss, pollingIntervalSeconds)
  useGeocodingDispatcher((venueId) => enqueueVenueGeocoding(boss, venueId))
}

/** Null when a job for this venue is already queued. */
export function enqueueVenueGeocoding(boss: PgBoss, venueId: number) {
  return boss.send(GEOCODE_VENUE_QUEUE, { venueId } satisfies GeocodeVenueJobData, { singletonKey: `venue-${venueId}` })
}

/** On server start: every venue still 'pending' gets one job. */
export async function enqueuePendingGeocoding(boss: PgBoss): Promise<number> {
  const ids = await pendingGeocodeVenueIds()
  for (const id of ids) await enqueueVenueGeocoding(boss, id)
  return ids.length
}
