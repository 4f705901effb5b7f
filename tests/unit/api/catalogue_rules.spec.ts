import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { activeFilter, likePattern } from '#services/catalogue/catalogue_filters'
import { addressHash, geocodingAddress } from '#services/maps/venue_address'
import { ratingOrNull, personName } from '#transformers/catalogue_values'

test.group('SPEC §5 filter values', () => {
  test("'all', empty and whitespace mean no filter", ({ assert }) => {
    for (const value of ['all', 'ALL', '', '   ', undefined, null]) assert.isNull(activeFilter(value))
    assert.equal(activeFilter(' Paramaribo '), 'Paramaribo')
  })

  test('search text is matched literally inside ILIKE', ({ assert }) => {
    assert.equal(likePattern('kaseko'), '%kaseko%')
    assert.equal(likePattern('50%_off\\'), '%50\\%\\_off\\\\%')
  })
})

test.group('venue address for geocoding and map data', () => {
  test('joins street with number, neighborhood, district name and country', ({ assert }) => {
    assert.equal(
      geocodingAddress({ streetName: 'Waterkant', houseNumber: '12', neighborhood: 'Centrum', district: 'paramaribo' }),
      'Waterkant 12, Centrum, Paramaribo, Suriname'
    )
    assert.equal(geocodingAddress({ streetName: null, houseNumber: null, neighborhood: null, district: 'nickerie' }), 'Nickerie, Suriname')
  })

  test('the hash ignores case and extra spaces but changes with the address', ({ assert }) => {
    const base = { streetName: 'Waterkant', houseNumber: '12', neighborhood: 'Centrum', district: 'paramaribo' }
    assert.equal(addressHash(base), createHash('sha256').update('waterkant 12, centrum, paramaribo, suriname').digest('hex'))
    assert.equal(addressHash({ ...base, streetName: '  WATERKANT ' }), addressHash(base))
    assert.notEqual(addressHash({ ...base, houseNumber: '13' }), addressHash(base))
  })
})

test.group('catalogue values', () => {
  test('ratings of 0 or garbage are null', ({ assert }) => {
    assert.equal(ratingOrNull('4.5'), 4.5)
    assert.isNull(ratingOrNull('0.0'))
    assert.isNull(ratingOrNull(null))
    assert.isNull(ratingOrNull('abc'))
  })

  test('a person is their organization, else first and last name', ({ assert }) => {
    assert.equal(personName({ organizationName: 'Kulturu', firstName: 'A', lastName: 'B' }), 'Kulturu')
    assert.equal(personName({ organizationName: ' ', firstName: 'Anita', lastName: null }), 'Anita')
    assert.equal(personName({ firstName: 'Anita', lastName: 'Sital' }), 'Anita Sital')
  })
})
