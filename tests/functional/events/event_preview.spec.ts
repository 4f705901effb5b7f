import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { issuePreviewLink, PREVIEW_MINUTES } from '#services/events/event_preview_service'

const at = (days: number, hour: number) =>
  DateTime.now().setZone('America/Paramaribo').plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toISO()!

async function post(client: ApiClient, user: User, url: string, body?: object) {
  const request = client.post(url).bearerToken(await freshToken(user))
  return body ? request.json(body as never) : request
}

/** A dated draft with one ticket type. */
async function draft(client: ApiClient, organizer: User, dated = true) {
  const created = await post(client, organizer, '/api/events', {
    title: 'Voorproef Festival',
    description: 'Nog geheim',
    ...(dated ? { startDate: at(20, 20), endDate: at(20, 23) } : {}),
    wizardStep: 2,
  })
  created.assertStatus(201)
  const id = created.body().data.id as number
  ;(await post(client, organizer, `/api/events/${id}/ticket-types`, { name: 'Early bird', price: 95, maxQuantity: 40 })).assertStatus(201)
  return id
}

test.group('Voorbeeld: POST /api/events/{id}/preview and GET /api/events/{id}/preview', (group) => {
  rollbackEachTest(group)

  test('the organizer’s link opens the draft with its ticket types; without it the draft stays 404', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const id = await draft(client, organizer)

    const link = await post(client, organizer, `/api/events/${id}/preview`)
    link.assertStatus(200)
    const { token, path, expiresAt } = link.body().data
    assert.equal(path, `/events/${id}?preview=${token}`)
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000
    assert.isAbove(minutes, PREVIEW_MINUTES - 1)
    assert.isAtMost(minutes, PREVIEW_MINUTES)

    const shown = await client.get(`/api/events/${id}/preview`).qs({ token })
    shown.assertStatus(200)
    assert.equal(shown.header('cache-control'), 'private, no-store')
    assert.equal(shown.header('x-robots-tag'), 'noindex')
    assert.equal(shown.body().data.title, 'Voorproef Festival')
    assert.equal(shown.body().data.id, id)
    assert.deepEqual(
      shown.body().ticketTypes.map((type: { name: string; price: string }) => [type.name, type.price]),
      [['Early bird', '95.00']]
    )

    ;(await client.get(`/api/events/${id}`)).assertStatus(404)
    ;(await client.get(`/api/events/${id}/ticket-types`)).assertStatus(404)
  })

  test('a wrong, another event’s or an expired token is a 404, as is no token', async ({ client }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const id = await draft(client, organizer)
    const otherId = await draft(client, organizer)
    const other = (await post(client, organizer, `/api/events/${otherId}/preview`)).body().data.token as string
    const expired = (await issuePreviewLink(organizer, id, new Date(Date.now() - (PREVIEW_MINUTES + 1) * 60_000))).token
    const good = (await post(client, organizer, `/api/events/${id}/preview`)).body().data.token as string
    const tampered = `${Number(good.split('.')[0]) + 3600}.${good.split('.')[1]}`
    for (const token of [other, expired, tampered, 'x', `${good}0`]) {
      const refused = await client.get(`/api/events/${id}/preview`).qs({ token })
      refused.assertStatus(404)
      refused.assertBodyContains({ message: 'Event niet gevonden' })
    }
    ;(await client.get(`/api/events/${id}/preview`)).assertStatus(404)
    ;(await client.get(`/api/events/${id}/preview`).qs({ token: good })).assertStatus(200)
  })

  test('only the event’s organizer, their manager and admins get a link; an undated draft is told to choose a date', async ({
    client,
    assert,
  }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const id = await draft(client, organizer)
    const manager = await makeUser({ role: 'manager', managerForOrganizerId: organizer.id })
    const admin = await makeUser({ role: 'admin' })
    const other = await makeUser({ role: 'organizer' })
    const scanner = await makeUser({ role: 'scanner', createdByOrganizerId: organizer.id })

    ;(await post(client, manager, `/api/events/${id}/preview`)).assertStatus(200)
    ;(await post(client, admin, `/api/events/${id}/preview`)).assertStatus(200)
    const refused = await post(client, other, `/api/events/${id}/preview`)
    refused.assertStatus(404)
    assert.notProperty(refused.body(), 'data')
    ;(await post(client, scanner, `/api/events/${id}/preview`)).assertStatus(403)
    ;(await client.post(`/api/events/${id}/preview`)).assertStatus(401)

    const undated = await draft(client, organizer, false)
    const needsDate = await post(client, organizer, `/api/events/${undated}/preview`)
    needsDate.assertStatus(422)
    assert.equal(needsDate.body().message, 'Kies eerst een datum en tijd: daarna kun je het voorbeeld bekijken.')
  })
})
