/*
 * "The public settings, fees at checkout and tags follow at once": the storefront's server keeps the public
 * settings (60 s) and the header/body tags (5 s) in a cache of its own; in the one-origin server a save raises
 * domain/platform_settings_generation.ts, so the next page reads the new values. The storefront's real client is
 * called here against the test API.
 */
import { test } from '@japa/runner'
import env from '#start/env'
import { createApi } from '../../../storefront/src/lib/api/platform.js'
import { platformTags } from '../../../storefront/src/lib/api/platform.js'
import { keepPlatformSettings, signedIn } from './settings_fixtures.js'

test.group('The storefront follows a settings change', (group) => {
  keepPlatformSettings(group)
  group.each.setup(() => {
    // As a storefront told where its API is (outside Vite there is no import.meta.env to fall back on).
    const previous = process.env.API_URL
    process.env.API_URL = `http://${env.get('HOST')}:${env.get('PORT')}`
    return () => {
      if (previous === undefined) delete process.env.API_URL
      else process.env.API_URL = previous
    }
  })

  test('the next page after a save reads the new name, fees and tags, whatever the cache’s age', async ({ client, assert }) => {
    const base = new URL(`http://${env.get('HOST')}:${env.get('PORT')}/`)
    const before = await createApi(base).publicSettings()
    const tagsBefore = await platformTags(base)
    const { token } = await signedIn(client)
    const name = `Suri ${Date.now()}`
    const headerTag = '<meta name="controle" content="nieuw">'
    await client
      .put('/api/platform-settings')
      .json({ websiteName: name, platformCostPercentage: 7, headerTag })
      .bearerToken(token)
      .then((response) => response.assertStatus(200))

    const after = await createApi(base).publicSettings()
    assert.notEqual(before.websiteName, name)
    assert.equal(after.websiteName, name)
    assert.equal(after.platformCostPercentage, '7.00')
    assert.notEqual(tagsBefore.headerTag, headerTag)
    assert.equal((await platformTags(base)).headerTag, headerTag)
  })
})
