import { test } from '@japa/runner'
import { canonicalUrl } from '#domain/canonical_url'

test.group('canonicalUrl (SPEC §9)', () => {
  test('drops tracking, paging and view parameters', ({ assert }) => {
    assert.equal(
      canonicalUrl(
        'https://suritickets.sr/events/12?utm_source=fb&fbclid=abc&gclid=x&t=1732&reviewPage=2&page=3&eventsTab=past&tab=info&_cb=9#reviews'
      ),
      'https://suritickets.sr/events/12'
    )
  })

  test('keeps id-like filters in a stable order, without empty or "all" values', ({ assert }) => {
    assert.equal(
      canonicalUrl('https://suritickets.sr/events?search=jazz&district=paramaribo&category=Muziek&venueId=4&page=2'),
      'https://suritickets.sr/events?category=Muziek&district=paramaribo&venueId=4'
    )
    assert.equal(canonicalUrl('https://suritickets.sr/events?category=all&district='), 'https://suritickets.sr/events')
    assert.equal(canonicalUrl('https://suritickets.sr/venues?capacity=large&search=zaal'), 'https://suritickets.sr/venues?capacity=large')
  })

  test('keeps a non-default language so each translation is its own page', ({ assert }) => {
    assert.equal(canonicalUrl('https://suritickets.sr/?lang=en&utm_medium=x'), 'https://suritickets.sr/?lang=en')
    assert.equal(canonicalUrl('https://suritickets.sr/?lang=nl'), 'https://suritickets.sr/')
  })

  test('uses the configured site origin and drops a trailing slash', ({ assert }) => {
    assert.equal(canonicalUrl('http://127.0.0.1:3333/venues/3/?ref=home', 'https://suritickets.sr'), 'https://suritickets.sr/venues/3')
  })
})
