import { test } from '@japa/runner'
import { matchesVenueSize, venueSizeBand, venueSizeLabel } from '#domain/venue_size'

test.group('venue size (SPEC §9)', () => {
  test('labels: under 200 Intiem, under 500 Medium, under 1000 Groot, else Extra Groot', ({ assert }) => {
    assert.equal(venueSizeLabel(199), 'Intiem')
    assert.equal(venueSizeLabel(200), 'Medium')
    assert.equal(venueSizeLabel(499), 'Medium')
    assert.equal(venueSizeLabel(500), 'Groot')
    assert.equal(venueSizeLabel(999), 'Groot')
    assert.equal(venueSizeLabel(1000), 'Extra Groot')
    assert.isNull(venueSizeLabel(null))
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
