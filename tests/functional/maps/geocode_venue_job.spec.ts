import { test } from '@japa/runner'
import { PgBoss } from 'pg-boss'
import env from '#start/env'
import User from '#models/user'
import Venue from '#models/venue'
import {
  createGeocodeVenueQueue,
  enqueuePendingGeocoding,
  enqueueVenueGeocoding,
  workGeocodeVenueQueue,
} from '../../../api/jobs/geocode_venue_job.js'
import { makeVenue } from '#tests/functional/catalogue/catalogue_fixtures'

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/* Runs pg-boss for real on the test database; the worker commits, so this group cleans up itself. */
test.group('geocode-venue pg-boss job', (group) => {
  let boss: PgBoss
  const created: Venue[] = []
  let otherPending: Venue[] = []

  group.setup(async () => {
    // Other suites' pending venues get processed too; they are put back afterwards.
    otherPending = await Venue.query().where('geocode_status', 'pending')
    env.set('GOOGLE_MAPS_API_KEY', '')
    env.set('GOOGLE_GEOCODING_API_KEY', '')
    boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, max: 2 })
    boss.on('error', () => {})
    await boss.start()
    await createGeocodeVenueQueue(boss)
    return async () => {
      await boss.stop({ graceful: false, timeout: 2000 })
      for (const venue of otherPending) {
        await Venue.query()
          .where('id', venue.id)
          .update({ geocode_status: 'pending', geocode_attempts: venue.geocodeAttempts, geocode_error: venue.geocodeError })
      }
      for (const venue of created) {
        await Venue.query().where('id', venue.id).delete()
        await User.query().where('id', venue.ownerId).delete()
      }
    }
  })

  test('queues one job per pending venue and records failed without a provider', async ({ assert }) => {
    const venue = await makeVenue({ name: `Pgboss testzaal ${Date.now()}` })
    created.push(venue)
    assert.equal(venue.geocodeStatus ?? (await Venue.findOrFail(venue.id)).geocodeStatus, 'pending')

    assert.isAtLeast(await enqueuePendingGeocoding(boss), 1)
    // Already queued for this venue: the singleton key refuses a second job.
    assert.isNull(await enqueueVenueGeocoding(boss, venue.id))

    await workGeocodeVenueQueue(boss, 0.5)
    const done = await waitFor(async () => (await Venue.findOrFail(venue.id)).geocodeStatus !== 'pending')
    assert.isTrue(done, 'the worker never processed the job')
    const after = await Venue.findOrFail(venue.id)
    assert.equal(after.geocodeStatus, 'failed')
    assert.equal(after.geocodeError, 'Geen geocoding-provider geconfigureerd')
  }).timeout(20_000)
})
