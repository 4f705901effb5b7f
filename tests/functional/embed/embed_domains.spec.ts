import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { makeEvent, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { createAccount, tokenFor } from '#tests/helpers/accounts'
import { MAX_EMBED_ORIGINS } from '#domain/embed_origins'
import { embedReturnUrl } from '#services/embed/embed_return'

/* GET|POST|DELETE /api/organizers/{id}/embed-domains and GET /api/events/{id}/embed (docs/embed.md). */

async function team(client: ApiClient) {
  const organizer = await createAccount({ role: 'organizer', organizationName: 'Club Tropical' })
  const manager = await createAccount({ role: 'manager', managerForOrganizerId: organizer.id })
  return { organizer, manager, organizerToken: await tokenFor(client, organizer), managerToken: await tokenFor(client, manager) }
}

const domainsUrl = (id: number) => `/api/organizers/${id}/embed-domains`

test.group('Embed domains', (group) => {
  rollbackEachTest(group)

  test('the organizer registers, lists and removes websites; the event page reads their origins', async ({ client, assert }) => {
    const { organizer, organizerToken, managerToken } = await team(client)
    const event = await makeEvent({ organizerId: organizer.id })
    const added = await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({ origin: 'https://www.Club-Tropical.sr/' })
    added.assertStatus(201)
    assert.equal(added.body().data.origin, 'https://www.club-tropical.sr')
    const second = await client.post(domainsUrl(organizer.id)).bearerToken(managerToken).json({ origin: 'http://127.0.0.1:4100' })
    second.assertStatus(201)

    const listed = await client.get(domainsUrl(organizer.id)).bearerToken(managerToken)
    listed.assertStatus(200)
    assert.deepEqual(
      listed.body().data.map((d: { origin: string }) => d.origin),
      ['http://127.0.0.1:4100', 'https://www.club-tropical.sr']
    )
    const publicSide = await client.get(`/api/events/${event.id}/embed`)
    publicSide.assertStatus(200)
    assert.deepEqual(publicSide.body().data, { eventId: event.id, origins: ['http://127.0.0.1:4100', 'https://www.club-tropical.sr'] })

    const removed = await client.delete(`${domainsUrl(organizer.id)}/${added.body().data.id}`).bearerToken(organizerToken)
    removed.assertStatus(200)
    const after = await client.get(`/api/events/${event.id}/embed`)
    assert.deepEqual(after.body().data.origins, ['http://127.0.0.1:4100'])
    const again = await client.delete(`${domainsUrl(organizer.id)}/${added.body().data.id}`).bearerToken(organizerToken)
    again.assertStatus(404)
  })

  test('only proper origins: a 422 on origin with a clear message', async ({ client, assert }) => {
    const { organizer, organizerToken } = await team(client)
    for (const origin of [
      'club.sr',
      'http://www.club.sr',
      'https://*.club.sr',
      'https://club.sr/agenda',
      'https://club.sr;script-src',
      'javascript:alert(1)',
    ]) {
      const response = await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({ origin })
      response.assertStatus(422)
      assert.equal(response.body().success, false, origin)
      assert.match(response.body().errors.origin[0], /https:\/\/www\.voorbeeld\.sr/, origin)
    }
    const missing = await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({})
    missing.assertStatus(422)
    const wrongType = await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({ origin: 42 })
    wrongType.assertStatus(422)
  })

  test('the same website twice, or more than the maximum, is refused', async ({ client, assert }) => {
    const { organizer, organizerToken } = await team(client)
    ;(await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({ origin: 'https://club.sr' })).assertStatus(201)
    const twice = await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({ origin: 'https://CLUB.sr/' })
    twice.assertStatus(422)
    assert.equal(twice.body().errors.origin[0], 'Deze website staat al in de lijst.')
    for (let i = 1; i < MAX_EMBED_ORIGINS; i++) {
      ;(
        await client
          .post(domainsUrl(organizer.id))
          .bearerToken(organizerToken)
          .json({ origin: `https://site${i}.club.sr` })
      ).assertStatus(201)
    }
    const full = await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({ origin: 'https://one-more.club.sr' })
    full.assertStatus(422)
    assert.equal(full.body().errors.origin[0], `Je kunt hoogstens ${MAX_EMBED_ORIGINS} websites registreren.`)
  })

  test("another organizer's staff can neither read, add nor remove; a buyer and a visitor neither", async ({ client, assert }) => {
    const { organizer, organizerToken } = await team(client)
    const other = await team(client)
    const buyer = await createAccount({ role: 'user' })
    const added = await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({ origin: 'https://club.sr' })
    const id = added.body().data.id
    ;(await client.get(domainsUrl(organizer.id)).bearerToken(other.organizerToken)).assertStatus(403)
    ;(await client.get(domainsUrl(organizer.id)).bearerToken(other.managerToken)).assertStatus(403)
    ;(await client.post(domainsUrl(organizer.id)).bearerToken(other.organizerToken).json({ origin: 'https://evil.sr' })).assertStatus(403)
    ;(await client.delete(`${domainsUrl(organizer.id)}/${id}`).bearerToken(other.organizerToken)).assertStatus(403)
    // Their own path does not reach this organizer's row either.
    ;(await client.delete(`${domainsUrl(other.organizer.id)}/${id}`).bearerToken(other.organizerToken)).assertStatus(404)
    ;(await client.get(domainsUrl(organizer.id)).bearerToken(await tokenFor(client, buyer))).assertStatus(403)
    ;(await client.get(domainsUrl(organizer.id))).assertStatus(401)
    const listed = await client.get(domainsUrl(organizer.id)).bearerToken(organizerToken)
    assert.deepEqual(
      listed.body().data.map((d: { origin: string }) => d.origin),
      ['https://club.sr']
    )
  })

  test('an unpublished event has no embed page; the return address must be on its organizer’s website', async ({ client, assert }) => {
    const { organizer, organizerToken } = await team(client)
    const other = await team(client)
    await client.post(domainsUrl(organizer.id)).bearerToken(organizerToken).json({ origin: 'https://club.sr' })
    await client.post(domainsUrl(other.organizer.id)).bearerToken(other.organizerToken).json({ origin: 'https://other.sr' })
    const draft = await makeEvent({ organizerId: organizer.id, isPublished: false })
    ;(await client.get(`/api/events/${draft.id}/embed`)).assertStatus(404)
    ;(await client.get('/api/events/abc/embed')).assertStatus(404)
    const event = await makeEvent({ organizerId: organizer.id })
    assert.equal(await embedReturnUrl(event.id, 'https://club.sr/agenda'), 'https://club.sr/agenda')
    assert.isNull(await embedReturnUrl(event.id, 'https://other.sr/agenda'))
    assert.isNull(await embedReturnUrl(event.id, 'https://evil.sr/'))
  })
})
