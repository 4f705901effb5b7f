import { test } from '@japa/runner'
import { RATE_CURRENCIES, formatRate, rateProblem, rateText } from '#domain/currency_rates'
import { FACILITY_ICONS, FACILITY_ICON_NAMES, FACILITY_TEXT_COLOR, facilityIconPaths, isFacilityIconName } from '#domain/facility_icons'
import { MIN_CONTRAST, contrastRatio } from '#domain/color_contrast'
import { REFERENCE_FACILITIES } from '#database/seeders/reference_seeder'

test.group('Currency rate rule', () => {
  test('a positive decimal with at most 8 decimals and 10 whole digits; numbers and a decimal comma too', ({ assert }) => {
    for (const ok of ['40', '40.5', '0.025', '0.00000001', '9999999999.99999999', 37.5, ' 41,25 ', '007.5']) {
      assert.isNull(rateProblem(ok), String(ok))
    }
    assert.equal(rateText(' 41,25 '), '41.25')
    assert.equal(rateText(37.5), '37.5')
  })

  test('says what is wrong', ({ assert }) => {
    assert.equal(rateProblem('0'), 'notPositive')
    assert.equal(rateProblem('0.00000000'), 'notPositive')
    assert.equal(rateProblem(0), 'notPositive')
    assert.equal(rateProblem('0.000000001'), 'tooManyDecimals')
    assert.equal(rateProblem('12345678901'), 'tooLarge')
    for (const bad of ['-1', 'veertig', '', '1e5', '1.2.3', null, undefined, Number.NaN, Infinity, 1e21, {}, '.5']) {
      assert.equal(rateProblem(bad), 'notANumber', String(bad))
    }
  })

  test('rates are between the currencies the product sells in; shown with 2 to 8 decimals', ({ assert }) => {
    assert.deepEqual([...RATE_CURRENCIES], ['SRD', 'USD', 'EUR'])
    assert.equal(formatRate('41.25000000', 'nl'), '41,25')
    assert.equal(formatRate('0.02450000', 'en'), '0.0245')
    assert.equal(formatRate('0.00000001', 'nl'), '0,00000001')
  })
})

test.group('Facility icons', () => {
  test('every seeded facility has an icon the storefront draws; unknown names draw the check mark', ({ assert }) => {
    for (const facility of REFERENCE_FACILITIES) assert.isTrue(isFacilityIconName(facility.iconName), facility.iconName)
    assert.isFalse(isFacilityIconName('rocket'))
    assert.isFalse(isFacilityIconName('toString'))
    assert.deepEqual(facilityIconPaths('rocket'), FACILITY_ICONS.check)
    for (const name of FACILITY_ICON_NAMES) {
      for (const d of facilityIconPaths(name)) assert.match(d, /^M[\d.\s-]/, `${name}: ${d}`)
    }
  })

  test('the seeded tile backgrounds keep the tiles’ text readable (the rule the API applies)', ({ assert }) => {
    for (const facility of REFERENCE_FACILITIES) {
      assert.isAtLeast(contrastRatio(FACILITY_TEXT_COLOR, facility.backgroundColor), MIN_CONTRAST, facility.key)
    }
    assert.isBelow(contrastRatio(FACILITY_TEXT_COLOR, '#1E3A8A'), MIN_CONTRAST)
  })
})
