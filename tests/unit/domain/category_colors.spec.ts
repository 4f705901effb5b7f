import { test } from '@japa/runner'
import {
  DEFAULT_CATEGORY_COLOR,
  INVALID_BADGE_BACKGROUND,
  badgeColors,
  categoryColor,
  categoryDisplayName,
  isHexColor,
  normalizeCategoryName,
} from '#domain/category_colors'

test.group('categoryColor (SPEC §9: exact, partial, fallback)', () => {
  test('knows the SPEC colours by exact name, ignoring case and a category. prefix', ({ assert }) => {
    assert.equal(categoryColor('Muziek'), '#DC2626')
    assert.equal(categoryColor('cultural'), '#DC2626')
    assert.equal(categoryColor('CULTUUR'), '#DC2626')
    assert.equal(categoryColor('Zakelijk'), '#3B82F6')
    assert.equal(categoryColor('business'), '#3B82F6')
    assert.equal(categoryColor('category.sport'), '#059669')
    assert.equal(categoryColor('Kunst'), '#EC4899')
    assert.equal(categoryColor('Technologie'), '#6366F1')
    assert.equal(categoryColor('Educatie'), '#27AE60')
  })

  test('falls back to a partial match', ({ assert }) => {
    assert.equal(categoryColor('Sportdag'), '#059669')
    assert.equal(categoryColor('Muziekfestival'), '#DC2626')
  })

  test('falls back to grey for unknown or empty names', ({ assert }) => {
    assert.equal(categoryColor('Onbekend'), DEFAULT_CATEGORY_COLOR)
    assert.equal(categoryColor(''), '#6B7280')
    assert.equal(categoryColor(null), '#6B7280')
  })

  test('categories from the API win over the built-in table; invalid colours there are skipped', ({ assert }) => {
    const api = [
      { name: 'Festivals', colorCode: '#F59E0B' },
      { name: 'Sport', colorCode: '#000000' },
      { name: 'Theater', colorCode: 'purple' },
    ]
    assert.equal(categoryColor('festivals', api), '#F59E0B')
    assert.equal(categoryColor('Sport', api), '#000000')
    assert.equal(categoryColor('Theater', api), DEFAULT_CATEGORY_COLOR)
  })
})

test.group('category names', () => {
  test("'category.x' is shown as x capitalised; other names unchanged", ({ assert }) => {
    assert.equal(categoryDisplayName('category.muziek'), 'Muziek')
    assert.equal(categoryDisplayName('Category.sport'), 'Sport')
    assert.equal(categoryDisplayName('Zakelijk'), 'Zakelijk')
    assert.equal(categoryDisplayName(undefined), '')
  })

  test('normalizes for case-insensitive matching', ({ assert }) => {
    assert.equal(normalizeCategoryName('  category.Muziek '), 'muziek')
  })
})

test.group('badgeColors (SPEC §5, §9)', () => {
  test('a valid colour gives a pale tint and a 12 % border of the text colour', ({ assert }) => {
    const badge = badgeColors('#DC2626')
    assert.isTrue(badge.valid)
    assert.equal(badge.color, '#DC2626')
    assert.equal(badge.borderColor, 'rgba(220, 38, 38, 0.12)')
    assert.match(badge.backgroundColor, /^#[0-9A-F]{6}$/)
    // Lightness at least 92 %: every channel stays high.
    const channels = [1, 3, 5].map((i) => Number.parseInt(badge.backgroundColor.slice(i, i + 2), 16))
    for (const c of channels) assert.isAtLeast(c, 220)
  })

  test('an invalid colour falls back with a light grey background and a warning', ({ assert }) => {
    const warnings: string[] = []
    const badge = badgeColors('red', { onInvalid: (m) => warnings.push(m) })
    assert.isFalse(badge.valid)
    assert.equal(badge.color, DEFAULT_CATEGORY_COLOR)
    assert.equal(badge.backgroundColor, INVALID_BADGE_BACKGROUND)
    assert.lengthOf(warnings, 1)
  })

  test('the given fallback colour is used when it is valid hex', ({ assert }) => {
    const badge = badgeColors('#12345', { fallback: '#3B82F6', onInvalid: () => {} })
    assert.equal(badge.color, '#3B82F6')
    assert.equal(badgeColors(null, { fallback: 'blue', onInvalid: () => {} }).color, DEFAULT_CATEGORY_COLOR)
  })

  test('isHexColor wants six hex digits with a leading hash', ({ assert }) => {
    assert.isTrue(isHexColor('#aBc123'))
    assert.isFalse(isHexColor('abc123'))
    assert.isFalse(isHexColor('#abc'))
    assert.isFalse(isHexColor(123))
  })
})
