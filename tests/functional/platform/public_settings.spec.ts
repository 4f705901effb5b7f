import { test } from '@japa/runner'

test.group('GET /api/platform-settings/public', () => {
  test('returns the single settings row with SPEC defaults', async ({ client, assert }) => {
    const response = await client.get('/api/platform-settings/public')
    response.assertStatus(200)
    const data = response.body().data
    assert.isTrue(response.body().success)
    assert.isString(data.websiteName)
    assert.equal(data.platformCostPercentage, '0.00')
    assert.equal(data.platformCostFixed, '0.00')
    assert.equal(data.whatsappFeatures.surinamePhoneHint, 'Gebruik formaat: +597 8xxxxxx')
    assert.oneOf(data.whatsappFeatures.defaultContactMethod, ['email', 'whatsapp', 'both'])
  })

  test('exposes no private settings', async ({ client, assert }) => {
    const data = (await client.get('/api/platform-settings/public')).body().data
    assert.notProperty(data, 'emailTemplates')
    assert.notProperty(data, 'headerTag')
    assert.notProperty(data, 'currencyConverter')
  })
})
