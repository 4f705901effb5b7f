import { test } from '@japa/runner'
import env from '#start/env'
import { startFakeProvider, type FakeProvider } from '#tests/functional/catalogue/catalogue_fake_provider'

/** A 1x1 PNG: what the fake map provider serves. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex'
)

function setMapsEnv(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) env.set(key, value)
}

test.group('GET /api/internal/maps/* without a key', (group) => {
  group.each.setup(() => setMapsEnv({ GOOGLE_MAPS_API_KEY: '', MAPS_STATIC_BASE_URL: '' }))

  test('api-key answers 503 with success false', async ({ client, assert }) => {
    const response = await client.get('/api/internal/maps/api-key')
    response.assertStatus(503)
    assert.deepInclude(response.body(), { success: false, message: 'Kaart niet beschikbaar', code: 'MAPS_NOT_CONFIGURED' })
  })

  test('static answers 503 MAPS_NOT_CONFIGURED', async ({ client, assert }) => {
    const response = await client.get('/api/internal/maps/static').qs({ center: '5.8520,-55.2038', zoom: 15, size: '600x400' })
    response.assertStatus(503)
    assert.equal(response.body().message, 'Kaart niet beschikbaar')
    assert.equal(response.body().code, 'MAPS_NOT_CONFIGURED')
  })
})

test.group('GET /api/internal/maps/* with a key', (group) => {
  let provider: FakeProvider

  group.setup(async () => {
    provider = await startFakeProvider((_request, response, url) => {
      if (url.searchParams.get('center') === '1,1') {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('boom')
        return
      }
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG)
    })
    setMapsEnv({ GOOGLE_MAPS_API_KEY: 'test-browser-key', MAPS_STATIC_BASE_URL: `${provider.url}/staticmap` })
    return async () => {
      setMapsEnv({ GOOGLE_MAPS_API_KEY: '', MAPS_STATIC_BASE_URL: '' })
      await provider.close()
    }
  })

  test('api-key returns the key', async ({ client, assert }) => {
    const response = await client.get('/api/internal/maps/api-key')
    response.assertStatus(200)
    assert.deepEqual(response.body(), { success: true, apiKey: 'test-browser-key' })
  })

  test('static proxies the provider image with a green marker', async ({ client, assert }) => {
    const before = provider.requests.length
    const response = await client.get('/api/internal/maps/static').qs({ center: '5.8520,-55.2038', zoom: 15, size: '600x400' })
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/png')
    assert.deepEqual(Buffer.from(response.response.body as Buffer), PNG)
    assert.equal(provider.requests.length, before + 1)
    const sent = provider.requests.at(-1)!
    assert.equal(sent.pathname, '/staticmap')
    assert.equal(sent.searchParams.get('center'), '5.852,-55.2038')
    assert.equal(sent.searchParams.get('zoom'), '15')
    assert.equal(sent.searchParams.get('size'), '600x400')
    assert.equal(sent.searchParams.get('markers'), 'color:green|5.852,-55.2038')
    assert.equal(sent.searchParams.get('key'), 'test-browser-key')
  })

  test('defaults to zoom 15 and 600x400', async ({ client, assert }) => {
    ;(await client.get('/api/internal/maps/static').qs({ center: '5.8,-55.1' })).assertStatus(200)
    const sent = provider.requests.at(-1)!
    assert.equal(sent.searchParams.get('zoom'), '15')
    assert.equal(sent.searchParams.get('size'), '600x400')
  })

  test('accepts center=lat,lng with an unencoded comma as well as the encoded form', async ({ client, assert }) => {
    for (const path of [
      '/api/internal/maps/static?center=5.8,-55.1&zoom=15&size=600x400',
      '/api/internal/maps/static?center=5.8%2C-55.1',
    ]) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.equal(response.header('content-type'), 'image/png', path)
      const sent = provider.requests.at(-1)!
      assert.equal(sent.searchParams.get('center'), '5.8,-55.1', path)
      assert.equal(sent.searchParams.get('markers'), 'color:green|5.8,-55.1', path)
    }
  })

  test('a failing provider is a 502 JSON error, not a 500', async ({ client, assert }) => {
    const response = await client.get('/api/internal/maps/static').qs({ center: '1,1' })
    response.assertStatus(502)
    assert.equal(response.body().code, 'MAPS_UPSTREAM_FAILED')
  })

  test('bad center, zoom or size is a 422 and never reaches the provider', async ({ client, assert }) => {
    const before = provider.requests.length
    const bad = [
      {},
      { center: 'abc' },
      { center: '91,10' },
      { center: '10,-181' },
      { center: ['5.8', '-55.1', '3'] },
      { center: '5.8,-55.1', zoom: 0 },
      { center: '5.8,-55.1', zoom: 21 },
      { center: '5.8,-55.1', size: '641x400' },
      { center: '5.8,-55.1', size: '600x0' },
      { center: '5.8,-55.1', size: 'groot' },
    ]
    for (const qs of bad) {
      const response = await client.get('/api/internal/maps/static').qs(qs)
      response.assertStatus(422)
      assert.equal(response.body().code, 'VALIDATION_ERROR', JSON.stringify(qs))
    }
    assert.equal(provider.requests.length, before)
  })
})
