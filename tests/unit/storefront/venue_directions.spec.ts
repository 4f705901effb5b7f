import { test } from '@japa/runner'
import { directionsUrl } from '../../../storefront/src/components/venues/directions.js'
import { mayManageVenue } from '#domain/venue_access'

test.group("venue page: 'Routebeschrijving' and who sees the geocoding state", () => {
  test('directions go to the coordinates when known, else to the written address, else nowhere', ({ assert }) => {
    assert.equal(
      directionsUrl({ coordinates: { lat: 5.8261, lng: -55.1566 }, name: 'Waterkant Podium', address: 'Waterkant 12' }),
      'https://www.google.com/maps/dir/?api=1&destination=5.8261%2C-55.1566'
    )
    assert.equal(
      directionsUrl({ name: 'Waterkant Podium', address: 'Waterkant 12, Centrum, Paramaribo' }),
      'https://www.google.com/maps/dir/?api=1&destination=Waterkant%20Podium%2C%20Waterkant%2012%2C%20Centrum%2C%20Paramaribo%2C%20Suriname'
    )
    assert.isNull(directionsUrl({ name: 'Zaal zonder adres', address: null }))
    assert.isNull(directionsUrl({ name: 'Zaal', address: '   ', coordinates: null }))
    assert.isNull(directionsUrl({ name: 'Zaal', coordinates: { lat: Number.NaN, lng: 1 } }))
  })

  test('the owner and admins manage a venue; other accounts and visitors do not', ({ assert }) => {
    assert.isTrue(mayManageVenue({ id: 7, role: 'venue_operator' }, 7))
    assert.isTrue(mayManageVenue({ id: 1, role: 'admin' }, 7))
    assert.isFalse(mayManageVenue({ id: 8, role: 'venue_operator' }, 7))
    assert.isFalse(mayManageVenue({ id: 7, role: 'user' }, 8))
    assert.isFalse(mayManageVenue(null, 7))
    assert.isFalse(mayManageVenue({ id: 7, role: 'organizer' }, null))
  })
})
