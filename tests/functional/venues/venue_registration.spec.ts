import { test } from '@japa/runner'
import Venue from '#models/venue'
import { issueSession } from '#services/accounts/session_service'
import { createAccount } from '#tests/helpers/accounts'

const venueInput = {
  name: 'Zaal Tropica',
  description: 'Feestzaal met tuin aan de Suriname-rivier.',
  streetName: 'Anton Dragtenweg',
  houseNumber: '45',
  neighborhood: 'Zorg en Hoop',
  district: 'paramaribo',
  maxCapacity: 350,
  priceAmount: 2500,
  pricePeriod: 'dag',
  parking: true,
  airConditioning: true,
  customAmenities: ['Podium', 'Tuin'],
}

test.group('POST /api/venues and viewing an unapproved venue', () => {
  test('a venue operator registers a venue that waits for approval; only owner and admins can open it', async ({ client, assert }) => {
    const operator = await createAccount({ role: 'venue_operator', organizationName: 'Tropica NV' })
    const token = (await issueSession(operator)).token
    const response = await client.post('/api/venues').bearerToken(token).json(venueInput)
    response.assertStatus(201)
    assert.equal(response.body().message, 'Je venue is aangemeld en wacht op goedkeuring door een beheerder.')
    const id = response.body().data.id
    const venue = await Venue.findOrFail(id)
    assert.isFalse(venue.isApproved)
    assert.equal(venue.ownerId, operator.id)
    assert.equal(venue.priceAmount, '2500.00')
    assert.deepEqual(venue.customAmenities, ['Podium', 'Tuin'])

    const list = (await client.get('/api/venues/public')).body().data.map((v: { id: number }) => v.id)
    assert.notInclude(list, id)
    ;(await client.get(`/api/venues/${id}`).bearerToken(token)).assertStatus(200)
    const admin = (await issueSession(await createAccount({ role: 'admin' }))).token
    ;(await client.get(`/api/venues/${id}`).bearerToken(admin)).assertStatus(200)
    const stranger = (await issueSession(await createAccount({ role: 'venue_operator' }))).token
    const denied = await client.get(`/api/venues/${id}`).bearerToken(stranger)
    denied.assertStatus(403)
    assert.equal(denied.body().message, 'Toegang Geweigerd')
    ;(await client.get(`/api/venues/${id}`)).assertStatus(403)
  })

  test('other roles may not register venues; anonymous gets 401', async ({ client }) => {
    ;(await client.post('/api/venues').json(venueInput)).assertStatus(401)
    for (const role of ['user', 'organizer', 'agent'] as const) {
      const token = (await issueSession(await createAccount({ role }))).token
      ;(await client.post('/api/venues').bearerToken(token).json(venueInput)).assertStatus(403)
    }
  })

  test('bad input is a 422 per field and nothing is stored', async ({ client, assert }) => {
    const operator = await createAccount({ role: 'venue_operator' })
    const token = (await issueSession(operator)).token
    const response = await client
      .post('/api/venues')
      .bearerToken(token)
      .json({ name: 'X', district: 'amsterdam', maxCapacity: 0, priceAmount: 12.345, pricePeriod: 'jaar', customAmenities: ['a', 'a'] })
    response.assertStatus(422)
    assert.includeMembers(Object.keys(response.body().errors), [
      'name',
      'streetName',
      'district',
      'maxCapacity',
      'priceAmount',
      'pricePeriod',
    ])
    assert.equal((await Venue.query().where('owner_id', operator.id)).length, 0)
  })
})
