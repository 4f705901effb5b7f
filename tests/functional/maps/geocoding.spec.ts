import { test } from '@japa/runner'
import env from '#start/env'
import Venue from '#models/venue'
import { GoogleGeocodingProvider } from '#services/maps/google_geocoding_provider'
import { NO_GEOCODING_PROVIDER, configuredGeocodingProvider, geocodeVenue } from '#services/maps/geocode_venue_service'
import { startFakeProvider, type FakeProvider } from '#tests/functional/catalogue/catalogue_fake_provider'
import { makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

/** The fake answers by the street in the address, like Google's Geocoding API would. */
function googleAnswer(address: string): { status: number; body: unknown } {
  if (address.startsWith('Waterkant 12')) {
    return {
      status: 200,
      body: { status: 'OK', results: [{ place_id: 'place-waterkant', geometry: { location: { lat: 5.8234, lng: -55.1678 } } }] },
    }
  }
  if (address.startsWith('Ergens')) {
    return {
      status: 200,
      body: {
        status: 'OK',
        results: [{ place_id: 'place-partial', partial_match: true, geometry: { location: { lat: 5.7, lng: -55.2 } } }],
      },
    }
  }
  if (address.startsWith('Nergens')) return { status: 200, body: { status: 'ZERO_RESULTS', results: [] } }
  if (address.startsWith('Geweigerd'))
    return { status: 200, body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } }
  return { status: 500, body: { error: 'kapot' } }
}

test.group('geocodeVenue (the geocode-venue job handler)', (group) => {
  rollbackEachTest(group)
  let fake: FakeProvider
  let provider: GoogleGeocodingProvider

  group.setup(async () => {
    fake = await startFakeProvider((_request, response, url) => {
      const answer = googleAnswer(url.searchParams.get('address') ?? '')
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body))
    })
    provider = new GoogleGeocodingProvider('test-geo-key', `${fake.url}/geocode/json`)
    return () => fake.close()
  })

  test('ok: fills lat/lng and placeId, clears the error, counts the attempt', async ({ assert }) => {
    const venue = await makeVenue({
      streetName: 'Waterkant',
      houseNumber: '12',
      neighborhood: 'Centrum',
      district: 'paramaribo',
      geocodeError: 'oud',
    })
    await geocodeVenue(venue.id, provider)
    await venue.refresh()
    assert.equal(venue.geocodeStatus, 'ok')
    assert.equal(Number(venue.lat), 5.8234)
    assert.equal(Number(venue.lng), -55.1678)
    assert.equal(venue.placeId, 'place-waterkant')
    assert.isNull(venue.geocodeError)
    assert.equal(venue.geocodeAttempts, 1)
    const sent = fake.requests.at(-1)!
    assert.equal(sent.searchParams.get('address'), 'Waterkant 12, Centrum, Paramaribo, Suriname')
    assert.equal(sent.searchParams.get('key'), 'test-geo-key')
  })

  test('a partial match is recorded as partial', async ({ assert }) => {
    const venue = await makeVenue({ streetName: 'Ergens', houseNumber: null })
    await geocodeVenue(venue.id, provider)
    await venue.refresh()
    assert.equal(venue.geocodeStatus, 'partial')
    assert.equal(venue.placeId, 'place-partial')
  })

  test('zero results and provider refusals are failed with the reason', async ({ assert }) => {
    const nowhere = await makeVenue({ streetName: 'Nergens' })
    await geocodeVenue(nowhere.id, provider)
    await nowhere.refresh()
    assert.equal(nowhere.geocodeStatus, 'failed')
    assert.equal(nowhere.geocodeError, 'Adres niet gevonden')
    assert.isNull(nowhere.lat)

    const denied = await makeVenue({ streetName: 'Geweigerd' })
    await geocodeVenue(denied.id, provider)
    await denied.refresh()
    assert.equal(denied.geocodeStatus, 'failed')
    assert.include(denied.geocodeError ?? '', 'REQUEST_DENIED')
  })

  test('an HTTP error is failed with its status, attempts + 1, and keeps earlier coordinates', async ({ assert }) => {
    const venue = await makeVenue({ streetName: 'Kapot', geocodeAttempts: 2, lat: '5.100000', lng: '-55.100000' })
    const result = await geocodeVenue(venue.id, provider)
    assert.exists(result)
    await venue.refresh()
    assert.equal(venue.geocodeStatus, 'failed')
    assert.equal(venue.geocodeError, 'Geocoding-provider antwoordde met HTTP 500')
    assert.equal(venue.geocodeAttempts, 3)
    assert.equal(Number(venue.lat), 5.1)
  })

  test('an unreachable provider is failed, not a crash', async ({ assert }) => {
    const venue = await makeVenue({ streetName: 'Waterkant', houseNumber: '12' })
    const closedPort = new GoogleGeocodingProvider('k', 'http://127.0.0.1:9/geocode/json', 2000)
    await geocodeVenue(venue.id, closedPort)
    await venue.refresh()
    assert.equal(venue.geocodeStatus, 'failed')
    assert.match(venue.geocodeError ?? '', /^Geocoding-provider onbereikbaar/)
  })

  test('without a provider key: failed with the reason, nothing crashes', async ({ assert }) => {
    env.set('GOOGLE_MAPS_API_KEY', '')
    env.set('GOOGLE_GEOCODING_API_KEY', '')
    assert.isNull(configuredGeocodingProvider())
    const venue = await makeVenue()
    await geocodeVenue(venue.id, configuredGeocodingProvider())
    await venue.refresh()
    assert.equal(venue.geocodeStatus, 'failed')
    assert.equal(venue.geocodeError, NO_GEOCODING_PROVIDER)
    assert.equal(venue.geocodeError, 'Geen geocoding-provider geconfigureerd')
    assert.equal(venue.geocodeAttempts, 1)
  })

  test('a key selects the Google adapter with the configured base URL', async ({ assert }) => {
    env.set('GOOGLE_GEOCODING_API_KEY', 'test-geo-key')
    env.set('GEOCODING_BASE_URL', `${fake.url}/geocode/json`)
    try {
      const configured = configuredGeocodingProvider()
      assert.instanceOf(configured, GoogleGeocodingProvider)
      const venue = await makeVenue({ streetName: 'Waterkant', houseNumber: '12' })
      await geocodeVenue(venue.id, configured)
      assert.equal((await Venue.findOrFail(venue.id)).geocodeStatus, 'ok')
    } finally {
      env.set('GOOGLE_GEOCODING_API_KEY', '')
      env.set('GEOCODING_BASE_URL', '')
    }
  })

  test('an unknown venue id is ignored', async ({ assert }) => {
    assert.isNull(await geocodeVenue(999999, provider))
  })
})
