import { test } from '@japa/runner'
import {
  addressLine,
  lowestPaidPrice,
  venueRentalPrice,
  formatSrd,
  priceRange,
  formatCardDate,
  formatDateTime,
  formatDate,
  formatTime,
  formatLongDate,
  isSameDay,
  isUpcoming,
  reviewsPerPage,
  shareText,
  organizerDisplayName,
  initials,
  formatAmount,
  formatPercent,
  formatPercentNumber,
  intlLocale,
  parseAmount,
} from '#domain/format'
import { translate } from '../../../storefront/src/i18n/translate.js'

test.group('formatSrd (SPEC §9 currency)', () => {
  test('whole amounts end with ,- and use Dutch thousands', ({ assert }) => {
    assert.equal(formatSrd('1250.00'), 'SRD 1.250,-')
    assert.equal(formatSrd(150), 'SRD 150,-')
    assert.equal(formatSrd(0), 'SRD 0,-')
  })
  test('other amounts show two decimals with a comma', ({ assert }) => {
    assert.equal(formatSrd('12.5'), 'SRD 12,50')
    assert.equal(formatSrd(1234.56), 'SRD 1.234,56')
  })
  test('missing or non-numeric amounts show the code then 0,-', ({ assert }) => {
    assert.equal(formatSrd(null), 'SRD 0,-')
    assert.equal(formatSrd('abc'), 'SRD 0,-')
    assert.equal(formatSrd(undefined, 'EUR'), 'EUR 0,-')
  })
})

test.group('numbers as each language writes them (back office amounts and percentages)', () => {
  test("amounts show two decimals with the language's marks and thousands", ({ assert }) => {
    assert.equal(formatAmount('150.00', 'nl'), '150,00')
    assert.equal(formatAmount('150.00', 'en'), '150.00')
    assert.equal(formatAmount('1234.5', 'nl'), '1.234,50')
    assert.equal(formatAmount(1234.5, 'en'), '1,234.50')
    assert.equal(formatAmount('1234567.891', 'de'), '1.234.567,89')
    assert.equal(formatAmount('-12.5', 'nl'), '-12,50')
    assert.equal(formatAmount('abc', 'nl'), '')
    assert.equal(formatAmount(null, 'en'), '')
  })
  test('amounts round half up from the exact decimal, not the float', ({ assert }) => {
    assert.equal(formatAmount('1.005', 'nl'), '1,01')
    assert.equal(formatAmount(1.005, 'en'), '1.01')
    assert.equal(formatAmount('0.004', 'nl'), '0,00')
  })
  test('percentages: nl writes a space before the sign, en none; no trailing zeros', ({ assert }) => {
    assert.equal(formatPercent('10.00', 'nl'), '10\u00a0%')
    assert.equal(formatPercent('10.00', 'en'), '10%')
    assert.equal(formatPercent('2.50', 'nl'), '2,5\u00a0%')
    assert.equal(formatPercent(2.5, 'en'), '2.5%')
    assert.equal(formatPercentNumber('5.00', 'nl'), '5')
    assert.equal(formatPercentNumber('12.25', 'nl'), '12,25')
    assert.equal(formatPercent('x', 'nl'), '')
  })
  test('each page language has its Intl locale for dates and counts; an unknown one reads Dutch', ({ assert }) => {
    assert.deepEqual(['nl', 'en', 'es', 'fr', 'de'].map(intlLocale), ['nl-NL', 'en-GB', 'es-ES', 'fr-FR', 'de-DE'])
    assert.equal(intlLocale('xx'), 'nl-NL')
    assert.equal((1250).toLocaleString(intlLocale('de')), '1.250')
    assert.equal((1250).toLocaleString(intlLocale('en')), '1,250')
  })
  test('formatSrd in another language writes its own marks and no ,-', ({ assert }) => {
    assert.equal(formatSrd('1250', 'SRD', 'en'), 'SRD 1,250')
    assert.equal(formatSrd('12.5', 'SRD', 'en'), 'SRD 12.50')
    assert.equal(formatSrd('12.5', 'SRD', 'nl'), 'SRD 12,50')
    assert.equal(formatSrd(1.005), 'SRD 1,01')
  })

  test('both decimal marks are read in either language', ({ assert }) => {
    assert.deepEqual(parseAmount('150,50', 'nl'), { ok: true, value: '150.50' })
    assert.deepEqual(parseAmount('150.50', 'nl'), { ok: true, value: '150.50' })
    assert.deepEqual(parseAmount('150.50', 'en'), { ok: true, value: '150.50' })
    assert.deepEqual(parseAmount('150,50', 'en'), { ok: true, value: '150.50' })
    assert.deepEqual(parseAmount('150', 'nl'), { ok: true, value: '150.00' })
    assert.deepEqual(parseAmount(',5', 'nl'), { ok: true, value: '0.50' })
    assert.deepEqual(parseAmount(42.1, 'nl'), { ok: true, value: '42.10' })
  })
  test("thousands separators: both marks together, or three digits after the other language's mark", ({ assert }) => {
    assert.deepEqual(parseAmount('1.234,50', 'nl'), { ok: true, value: '1234.50' })
    assert.deepEqual(parseAmount('1,234.50', 'en'), { ok: true, value: '1234.50' })
    assert.deepEqual(parseAmount('1,234.50', 'nl'), { ok: true, value: '1234.50' })
    assert.deepEqual(parseAmount('1.234.567', 'nl'), { ok: true, value: '1234567.00' })
    assert.deepEqual(parseAmount('1 234,50', 'fr'), { ok: true, value: '1234.50' })
    // One mark and three digits: a thousands separator only where it is not the language's own decimal mark.
    assert.deepEqual(parseAmount('1.500', 'nl'), { ok: true, value: '1500.00' })
    assert.deepEqual(parseAmount('1.500', 'en'), { ok: true, value: '1.50' })
    assert.deepEqual(parseAmount('1,500', 'en'), { ok: true, value: '1500.00' })
    assert.deepEqual(parseAmount('1,500', 'nl'), { ok: true, value: '1.50' })
    assert.deepEqual(parseAmount('0.125', 'nl'), { ok: true, value: '0.13' })
  })
  test('what surrounds the number is ignored: currency code, spaces, % and a Dutch ,-', ({ assert }) => {
    assert.deepEqual(parseAmount('SRD 175,-', 'nl'), { ok: true, value: '175.00' })
    assert.deepEqual(parseAmount(' 10 % ', 'nl'), { ok: true, value: '10.00' })
    assert.deepEqual(parseAmount('2.5%', 'en'), { ok: true, value: '2.50' })
  })
  test('rounds half up to cents from the exact text', ({ assert }) => {
    assert.deepEqual(parseAmount('10,005', 'nl'), { ok: true, value: '10.01' })
    assert.deepEqual(parseAmount('10,004', 'nl'), { ok: true, value: '10.00' })
    assert.deepEqual(parseAmount('0.1', 'en'), { ok: true, value: '0.10' })
    assert.deepEqual(parseAmount('12.3456', 'en', { decimals: 4 }), { ok: true, value: '12.3456' })
  })
  test('negatives are refused unless the field allows them', ({ assert }) => {
    assert.deepEqual(parseAmount('-5', 'nl'), { ok: false, error: 'negative' })
    assert.deepEqual(parseAmount('−5,50', 'nl'), { ok: false, error: 'negative' })
    assert.deepEqual(parseAmount('-5,50', 'nl', { negative: true }), { ok: true, value: '-5.50' })
    assert.deepEqual(parseAmount('-0', 'nl'), { ok: true, value: '0.00' })
  })
  test('garbage and nothing get a reason, never a number', ({ assert }) => {
    for (const text of ['abc', '12a', '1.2.3', '1,,2', '.', '1.23.4', '12,34,56', '1e5', '--5', '5-', '0x10']) {
      assert.deepEqual(parseAmount(text, 'nl'), { ok: false, error: 'invalid' }, text)
    }
    assert.deepEqual(parseAmount('', 'nl'), { ok: false, error: 'empty' })
    assert.deepEqual(parseAmount('   ', 'en'), { ok: false, error: 'empty' })
    assert.deepEqual(parseAmount(null, 'en'), { ok: false, error: 'empty' })
    assert.deepEqual(parseAmount(Number.NaN, 'en'), { ok: false, error: 'empty' })
    assert.deepEqual(parseAmount('9'.repeat(50), 'en'), { ok: false, error: 'invalid' })
  })
  test('a formatted amount reads back as the same decimal in every language', ({ assert }) => {
    for (const lang of ['nl', 'en', 'es', 'fr', 'de']) {
      for (const value of ['0.00', '5.00', '150.50', '1234.56', '1234567.89']) {
        assert.deepEqual(parseAmount(formatAmount(value, lang), lang), { ok: true, value }, `${lang} ${value}`)
      }
    }
  })
})

test.group('price labels', () => {
  test('event: no price without valid paid prices, else the lowest paid price without decimals', ({ assert }) => {
    assert.isNull(lowestPaidPrice([]))
    assert.isNull(lowestPaidPrice(['0.00', null, 'x']))
    assert.equal(lowestPaidPrice(['350.00', '149.99', '0.00']), 'SRD 149')
    assert.equal(lowestPaidPrice(['1500.00']), 'SRD 1.500')
  })
  test("the storefront says it as SPEC §9 does: 'Gratis', 'Vanaf SRD 149'", ({ assert }) => {
    assert.equal(translate('nl', 'events.price.free'), 'Gratis')
    assert.equal(translate('nl', 'events.price.from', { price: lowestPaidPrice(['350.00', '149.99'])! }), 'Vanaf SRD 149')
  })
  test('range for the sticky panel', ({ assert }) => {
    assert.equal(priceRange('150.00', '350.00', 'Gratis'), 'SRD 150,- - SRD 350,-')
    assert.equal(priceRange('150.00', '150.00', 'Gratis'), 'SRD 150,-')
    assert.equal(priceRange(null, null, 'Gratis'), 'Gratis')
    assert.equal(priceRange('0.00', '75.50', 'Gratis'), 'Gratis - SRD 75,50')
  })
  test('venue: no price when missing or 0, else amount and period (default dag)', ({ assert }) => {
    assert.isNull(venueRentalPrice(null, 'dag'))
    assert.isNull(venueRentalPrice('0.00', 'uur'))
    assert.deepEqual(venueRentalPrice('2500.00', 'dag'), { amount: 2500, period: 'dag' })
    assert.deepEqual(venueRentalPrice('350', 'uur'), { amount: 350, period: 'uur' })
    assert.deepEqual(venueRentalPrice('1000', 'per week'), { amount: 1000, period: 'week' })
    assert.deepEqual(venueRentalPrice('1000', null), { amount: 1000, period: 'dag' })
  })
  test("the storefront says it as SPEC §9 does: 'Prijs op aanvraag', 'SRD 2.500,- per dag'", ({ assert }) => {
    const price = venueRentalPrice('2500.00', 'dag')!
    assert.equal(`${formatSrd(price.amount)} ${translate('nl', `venues.period.${price.period}`)}`, 'SRD 2.500,- per dag')
    assert.equal(translate('nl', 'venues.priceOnRequest'), 'Prijs op aanvraag')
  })
})

test.group('addressLine (SPEC §9)', () => {
  test('full address unless it is the to-be-determined placeholder', ({ assert }) => {
    assert.equal(addressLine({ fullAddress: 'Waterkant 10, Paramaribo' }), 'Waterkant 10, Paramaribo')
    assert.equal(addressLine({ fullAddress: 'Nader te bepalen', district: 'wanica' }), 'Wanica')
  })
  test('street with number, neighborhood, district; else district; else none', ({ assert }) => {
    assert.equal(
      addressLine({ streetName: 'Kernkampweg', houseNumber: '12', neighborhood: 'Zorg en Hoop', district: 'paramaribo' }),
      'Kernkampweg 12, Zorg en Hoop, Paramaribo'
    )
    assert.equal(addressLine({ district: 'nickerie' }), 'Nickerie')
    assert.isNull(addressLine({}))
    assert.isNull(addressLine(null))
  })
})

test.group('dates (SPEC §9, Suriname time)', () => {
  test('dd MMMM yyyy HH:mm in Dutch', ({ assert }) => {
    assert.equal(formatDateTime('2026-12-05T23:30:00Z'), '05 december 2026 20:30')
    assert.equal(formatDate('2026-03-01T12:00:00-03:00'), '01 maart 2026')
    assert.equal(formatTime('2026-03-01T09:05:00-03:00'), '09:05')
    assert.equal(formatDateTime('2026-12-05T23:30:00Z', 'en'), '05 December 2026 20:30')
  })
  test('event cards: weekday, day, short month and start time; the last day of a multi-day or overnight event; the year only when not this one', ({
    assert,
  }) => {
    const now = new Date('2026-11-24T12:00:00Z')
    // 20:00 in Paramaribo (UTC-3) on Saturday 28 November.
    assert.equal(formatCardDate('2026-11-28T23:00:00Z', '2026-11-28T23:30:00Z', 'nl', now), 'za 28 nov 20:00')
    assert.equal(formatCardDate('2026-11-28T23:00:00Z', null, 'en', now), 'Sat 28 Nov 20:00')
    // Overnight: ends at 00:00 on Sunday.
    assert.equal(formatCardDate('2026-11-28T23:00:00Z', '2026-11-29T03:00:00Z', 'nl', now), 'za 28 nov 20:00 – zo 29 nov')
    assert.equal(formatCardDate('2027-01-02T23:00:00Z', '2027-01-04T03:00:00Z', 'nl', now), 'za 2 jan 2027 20:00 – ma 4 jan 2027')
    assert.equal(formatCardDate('nonsense', null, 'nl', now), 'Onbekende datum')
  })
  test('invalid dates read Onbekende datum', ({ assert }) => {
    assert.equal(formatDateTime('not a date'), 'Onbekende datum')
    assert.equal(formatDate(null), 'Onbekende datum')
  })
  test('long date for Actief sinds', ({ assert }) => {
    assert.equal(formatLongDate('2025-03-05T15:00:00Z'), '5 maart 2025')
  })
  test('same day and upcoming', ({ assert }) => {
    assert.isTrue(isSameDay('2026-12-05T10:00:00-03:00', '2026-12-05T23:00:00-03:00'))
    // 23:30 in Paramaribo is the next day in UTC, still the same local day.
    assert.isTrue(isSameDay('2026-12-05T18:00:00-03:00', '2026-12-06T02:30:00Z'))
    assert.isFalse(isSameDay('2026-12-05T10:00:00-03:00', '2026-12-06T10:00:00-03:00'))
    const now = Date.parse('2026-11-22T12:00:00Z')
    assert.isTrue(isUpcoming('2026-11-22T12:00:01Z', now))
    assert.isFalse(isUpcoming('2026-11-22T12:00:00Z', now))
    assert.isFalse(isUpcoming('nonsense', now))
  })
})

test.group('page helpers', () => {
  test('reviews per page by width', ({ assert }) => {
    assert.equal(reviewsPerPage(390), 4)
    assert.equal(reviewsPerPage(640), 5)
    assert.equal(reviewsPerPage(1023), 5)
    assert.equal(reviewsPerPage(1024), 6)
  })
  test('share text is cut at 150 characters', ({ assert }) => {
    assert.equal(shareText('Kort'), 'Kort')
    const long = 'a'.repeat(200)
    assert.lengthOf(shareText(long), 150)
    assert.isTrue(shareText(long).endsWith('…'))
  })
  test('organizer name and initials', ({ assert }) => {
    assert.equal(organizerDisplayName({ organizationName: 'Kulturu Events', firstName: 'Anil' }), 'Kulturu Events')
    assert.equal(organizerDisplayName({ organizationName: ' ', firstName: 'Anil', lastName: 'Ramdin' }), 'Anil Ramdin')
    assert.equal(initials('Suriname Jazz Festival Organisatie'), 'SJF')
    assert.equal(initials('anil ramdin'), 'AR')
    assert.equal(initials(''), '')
  })
})

test.group('values, not Dutch sentences: the views render their own words', () => {
  test('no location, no paid price, no rental price: null, not the Dutch fallback', ({ assert }) => {
    assert.isNull(addressLine({}))
    assert.isNull(addressLine(null))
    assert.isNull(addressLine({ fullAddress: 'n.t.b.' }))
    assert.equal(addressLine({ district: 'nickerie' }), 'Nickerie')
    assert.isNull(lowestPaidPrice(['0.00', null]))
    assert.equal(lowestPaidPrice(['350.00', '149.99']), 'SRD 149')
    assert.isNull(venueRentalPrice('0.00', 'uur'))
    assert.deepEqual(venueRentalPrice('1000', 'per Week'), { amount: 1000, period: 'week' })
    assert.deepEqual(venueRentalPrice('1000', 'per jaar'), { amount: 1000, period: 'dag' })
    assert.equal(formatDate('geen datum', 'en', 'Unknown date'), 'Unknown date')
    assert.equal(priceRange('0.00', '75.50', 'Free'), 'Free - SRD 75,50')
  })
})
