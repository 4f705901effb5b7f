import { test } from '@japa/runner'
import { DISTRICTS, DISTRICT_NAMES, districtName, isDistrict } from '#domain/districts'

test.group('districts', () => {
  test('are the eight districts of SPEC §3, stored lowercase', ({ assert }) => {
    assert.deepEqual([...DISTRICTS].sort(), [
      'brokopondo',
      'commewijne',
      'coronie',
      'marowijne',
      'nickerie',
      'paramaribo',
      'saramacca',
      'wanica',
    ])
    for (const key of DISTRICTS) assert.equal(key, key.toLowerCase())
  })

  test('have display names', ({ assert }) => {
    assert.equal(DISTRICT_NAMES.paramaribo, 'Paramaribo')
    assert.equal(districtName('WANICA'), 'Wanica')
    assert.equal(districtName('onbekend'), 'Onbekend')
    assert.equal(districtName(null), '')
  })

  test('isDistrict accepts only stored keys', ({ assert }) => {
    assert.isTrue(isDistrict('nickerie'))
    assert.isFalse(isDistrict('Nickerie'))
    assert.isFalse(isDistrict('all'))
  })
})
