import { test } from '@japa/runner'
import { makeEvent } from '#tests/functional/catalogue/catalogue_fixtures'
import { newSession } from '#tests/functional/tickets/ticket_fixtures'

/* Ids through the one parser (domain/entity_id.ts): a path parameter that is no id is "not found", a body field a 422. */
test.group('ids in paths and bodies', () => {
  test('a path id outside PostgreSQL integer or not a plain number is a 404, never a 500', async ({ client }) => {
    const event = await makeEvent()
    ;(await client.get(`/api/events/${event.id}`)).assertStatus(200)
    ;(await client.get(`/api/events/0${event.id}`)).assertStatus(200)
    for (const raw of ['2147483648', '0', '-1', '1.5', '1e3', '0x10', 'abc', '99999999999999999999']) {
      for (const path of [`/api/events/${raw}`, `/api/events/${raw}/ticket-types`, `/api/venues/${raw}`, `/api/users/${raw}`]) {
        ;(await client.get(path)).assertStatus(404)
      }
      ;(await client.get(`/api/events/${raw}/reviews`)).assertStatus(404)
    }
  })

  test('a body id that is no id is a 422 on that field', async ({ client, assert }) => {
    for (const ticketTypeId of ['0x10', '1e3', 2147483648, 0, 1.5, '-2']) {
      const response = await client.post('/api/tickets/reserve').json({ ticketTypeId, quantity: 1, sessionId: newSession() })
      response.assertStatus(422)
      assert.deepEqual(response.body().errors.ticketTypeId, ['Ongeldig id'], String(ticketTypeId))
    }
    // reservationIds had no upper bound before.
    const state = await client
      .post('/api/payment-state/create')
      .json({ eventId: 1, sessionId: newSession(), reservationIds: [2147483648], timeLeftSeconds: 60 })
    state.assertStatus(422)
    assert.deepEqual(state.body().errors['reservationIds.0'], ['Ongeldig id'])
  })
})
