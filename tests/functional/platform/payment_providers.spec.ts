/*
 * The fees tab asks which payment providers this server is set up for: the answer names the missing setting of an
 * unconfigured provider and never carries a key; only full admins (the platform-settings resource) may ask.
 */
import { test } from '@japa/runner'
import { signedIn } from './settings_fixtures.js'

interface Setup {
  provider: string
  configured: boolean
  missing: string | null
}

test.group('Platform settings: payment providers', () => {
  test('Mollie without a key is marked not configured with the setting it misses, with a key as configured; no secret is sent', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn(client)
    const saved = process.env.MOLLIE_API_KEY
    try {
      process.env.MOLLIE_API_KEY = ''
      const without = await client.get('/api/platform-settings/payment-providers').bearerToken(token)
      without.assertStatus(200)
      const mollie = (without.body().data as Setup[]).find((setup) => setup.provider === 'mollie')
      assert.deepInclude(mollie, { configured: false, missing: 'MOLLIE_API_KEY' })

      process.env.MOLLIE_API_KEY = 'test_secretvalue1234567890abcdefghij'
      const withKey = await client.get('/api/platform-settings/payment-providers').bearerToken(token)
      const configured = (withKey.body().data as Setup[]).find((setup) => setup.provider === 'mollie')
      assert.deepInclude(configured, { configured: true, missing: null })
      assert.notInclude(withKey.text(), 'secretvalue')
    } finally {
      if (saved === undefined) delete process.env.MOLLIE_API_KEY
      else process.env.MOLLIE_API_KEY = saved
    }
  })

  test('a sub-admin and an organizer get 403, a visitor 401', async ({ client }) => {
    const sub = await signedIn(client, 'admin', { isSubAdmin: true })
    ;(await client.get('/api/platform-settings/payment-providers').bearerToken(sub.token)).assertStatus(403)
    const organizer = await signedIn(client, 'organizer')
    ;(await client.get('/api/platform-settings/payment-providers').bearerToken(organizer.token)).assertStatus(403)
    ;(await client.get('/api/platform-settings/payment-providers')).assertStatus(401)
  })
})
