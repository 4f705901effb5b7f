import { test } from '@japa/runner'
import { matchesVenueSize, venueSizeBand, venueSizeClass } from '#domain/venue_size'
import { translate } from '../../../storefront/src/i18n/translate.js'

test.group('venue size (SPEC §9)', () => {
  test('classes: under 200 intimate, under 500 medium, under 1000 large, else extra large', ({ assert }) => {
    assert.equal(venueSizeClass(199), 'intimate')
    assert.equal(venueSizeClass(200), 'medium')
    assert.equal(venueSizeClass(499), 'medium')
    assert.equal(venueSizeClass(500), 'large')
    assert.equal(venueSizeClass(999), 'large')
    assert.equal(venueSizeClass(1000), 'extra_large')
    assert.isNull(venueSizeClass(null))
  })

  test("the storefront names them as SPEC §9 does: 'Intiem', 'Medium', 'Groot', 'Extra Groot'", ({ assert }) => {
    const names = [199, 200, 500, 1000].map((capacity) => translate('nl', `venues.sizeLabel.${venueSizeClass(capacity)}`))
    assert.deepEqual(names, ['Intiem', 'Medium', 'Groot', 'Extra Groot'])
    assert.equal(translate('en', 'venues.sizeLabel.extra_large'), 'Extra large')
  })

  test('filter bands: up to 200, 201-500, 501-1000, above 1000', ({ assert }) => {
    assert.equal(venueSizeBand(200), 'small')
    assert.equal(venueSizeBand(201), 'medium')
    assert.equal(venueSizeBand(500), 'medium')
    assert.equal(venueSizeBand(501), 'large')
    assert.equal(venueSizeBand(1000), 'large')
    assert.equal(venueSizeBand(1001), 'extra_large')
  })

  test("'all', empty or unknown filters match everything", ({ assert }) => {
    assert.isTrue(matchesVenueSize(5000, 'all'))
    assert.isTrue(matchesVenueSize(5000, ''))
    assert.isTrue(matchesVenueSize(null, 'huge'))
    assert.isFalse(matchesVenueSize(5000, 'small'))
    assert.isFalse(matchesVenueSize(null, 'small'))
  })
})
