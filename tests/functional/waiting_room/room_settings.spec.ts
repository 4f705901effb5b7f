/*
 * The waiting room's settings (docs/waiting-room.md#settings): PUT and GET /api/events/{id}/waiting-room, for the
 * event's organizer and admins only, with clear 422s for bad input, the defaults of a room never set up, the live
 * figures, and the public event page's waitingRoom note.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { createAccount } from '#tests/helpers/accounts'
import { makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { organizerWithEvent, tokenOf } from '#tests/functional/orders/order_fixtures'
import { cleanRoomState, putRoom } from '#tests/functional/waiting_room/room_fixtures'

const body = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  opensAt: '2030-05-01T20:00:00-03:00',
  admitPerMinute: 'auto',
  randomWindowMinutes: 10,
  ...overrides,
})

test.group('Waiting room: settings', (group) => {
  group.each.teardown(() => cleanRoomState())

  test('a room never set up answers the defaults: off, opening at the earliest sale start, auto, 10 minutes', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const saleStart = new Date('2030-04-01T12:00:00Z')
    await makeTicketType(org.event.id, { price: '0.00', maxQuantity: 5, saleStartDate: DateTime.fromJSDate(saleStart) })
    const response = await client.get(`/api/events/${org.event.id}/waiting-room`).bearerToken(org.token)
    response.assertStatus(200)
    const data = response.body().data
    assert.deepInclude(data, { enabled: false, admitPerMinute: 'auto', randomWindowMinutes: 10 })
    assert.equal(data.opensAt, saleStart.toISOString())
    assert.deepEqual(data.live, { queued: 0, admitted: 0, admittedPerMinute: 0, sold: 0, remaining: 45, rate: 300, soldOut: false })
  })

  test('PUT stores the settings; GET answers them with the live figures; the public event page names the room', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const saved = await client
      .put(`/api/events/${org.event.id}/waiting-room`)
      .bearerToken(org.token)
      .json(body({ admitPerMinute: 120 }))
    saved.assertStatus(200)
    assert.deepEqual(saved.body(), {
      success: true,
      data: { enabled: true, opensAt: '2030-05-01T23:00:00.000Z', admitPerMinute: 120, randomWindowMinutes: 10 },
    })
    const shown = await client.get(`/api/events/${org.event.id}/waiting-room`).bearerToken(org.token)
    shown.assertStatus(200)
    assert.deepInclude(shown.body().data, { enabled: true, opensAt: '2030-05-01T23:00:00.000Z', admitPerMinute: 120 })
    assert.deepEqual(shown.body().data.live, {
      queued: 0,
      admitted: 0,
      admittedPerMinute: 0,
      sold: 0,
      remaining: 40,
      rate: 120,
      soldOut: false,
    })

    const page = await client.get(`/api/events/${org.event.id}`)
    assert.deepEqual(page.body().data.waitingRoom, { opensAt: '2030-05-01T23:00:00.000Z', randomWindowMinutes: 10 })

    await putRoom(client, org, { enabled: false })
    const after = await client.get(`/api/events/${org.event.id}`)
    assert.isNull(after.body().data.waitingRoom)
  })

  test('bad input is a 422 naming the field with a clear text', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ admitPerMinute: 0 }, 'admitPerMinute', "Kies 1 tot en met 10000 toelatingen per minuut, of 'auto'"],
      [{ admitPerMinute: 10001 }, 'admitPerMinute', "Kies 1 tot en met 10000 toelatingen per minuut, of 'auto'"],
      [{ admitPerMinute: 'fast' }, 'admitPerMinute', "Kies 1 tot en met 10000 toelatingen per minuut, of 'auto'"],
      [{ admitPerMinute: 2.5 }, 'admitPerMinute', "Kies 1 tot en met 10000 toelatingen per minuut, of 'auto'"],
      [{ randomWindowMinutes: 121 }, 'randomWindowMinutes', 'Kies een willekeurig venster van 0 tot en met 120 minuten'],
      [{ randomWindowMinutes: -1 }, 'randomWindowMinutes', 'Kies een willekeurig venster van 0 tot en met 120 minuten'],
      [{ opensAt: 'morgen' }, 'opensAt', 'Geef het verkoopstartmoment als datum en tijd met tijdzone'],
      [{ opensAt: '2030-13-45T20:00:00Z' }, 'opensAt', 'Geef het verkoopstartmoment als datum en tijd met tijdzone'],
      [{ enabled: 'yes' }, 'enabled', 'Geef aan of de wachtrij aan of uit staat'],
      [{ enabled: undefined }, 'enabled', 'Geef aan of de wachtrij aan of uit staat'],
    ]
    for (const [overrides, field, message] of cases) {
      const response = await client.put(`/api/events/${org.event.id}/waiting-room`).bearerToken(org.token).json(body(overrides))
      response.assertStatus(422)
      assert.equal(response.body().success, false)
      assert.include(JSON.stringify(response.body().errors ?? response.body()), message, `${JSON.stringify(overrides)} on ${field}`)
    }
  })

  test('another organizer’s staff are refused; an admin may', async ({ client }) => {
    const org = await organizerWithEvent()
    const other = await organizerWithEvent()
    const refusedPut = await client.put(`/api/events/${org.event.id}/waiting-room`).bearerToken(other.token).json(body())
    refusedPut.assertStatus(403)
    const refusedGet = await client.get(`/api/events/${org.event.id}/waiting-room`).bearerToken(other.token)
    refusedGet.assertStatus(403)
    ;(await client.get(`/api/events/${org.event.id}/waiting-room`)).assertStatus(401)
    const admin = await createAccount({ role: 'admin' })
    const adminPut = await client
      .put(`/api/events/${org.event.id}/waiting-room`)
      .bearerToken(await tokenOf(admin))
      .json(body())
    adminPut.assertStatus(200)
  })
})
