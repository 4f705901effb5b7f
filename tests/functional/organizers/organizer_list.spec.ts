import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { makeEvent, makeReview, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

const TAG = 'Zzlijst'

async function allOrganizers(client: any, qs: Record<string, unknown> = {}) {
  const response = await client.get('/api/organizers').qs({ perPage: 100, ...qs })
  response.assertStatus(200)
  return response
}

test.group('GET /api/organizers: organizers with published events (SPEC §7 refresh path)', (group) => {
  rollbackEachTest(group)

  test('lists organizers with a published event, past or upcoming, by name, with ratings and counts and no personal data', async ({
    client,
    assert,
  }) => {
    // Only this test's organizers: every other event is taken off the site inside the rolled-back test.
    await db.from('events').update({ is_published: false })
    const bravo = await makeUser({
      organizationName: `${TAG} Bravo NV`,
      email: 'geheim-bravo@organisator.sr',
      phone: '+5978333333',
      streetName: 'Privéstraat',
      cityTown: 'Lelydorp',
    })
    const alfa = await makeUser({ organizationName: null, firstName: TAG, lastName: 'Alfa', businessDistrict: 'wanica' })
    const draftsOnly = await makeUser({ organizationName: `${TAG} Concept` })
    const deactivated = await makeUser({ organizationName: `${TAG} Weg`, deactivatedAt: DateTime.now() })
    await makeEvent({ organizerId: bravo.id })
    await makeEvent({ organizerId: bravo.id, startDate: DateTime.now().minus({ days: 30 }), endDate: DateTime.now().minus({ days: 29 }) })
    await makeEvent({ organizerId: bravo.id, isPublished: false })
    await makeEvent({ organizerId: alfa.id })
    await makeEvent({ organizerId: draftsOnly.id, isPublished: false })
    await makeEvent({ organizerId: deactivated.id })
    await makeReview({ reviewType: 'organizer', organizerId: bravo.id, rating: 5 })
    await makeReview({ reviewType: 'organizer', organizerId: bravo.id, rating: 4 })
    // Not shown to the public: waiting for moderation.
    await makeReview({ reviewType: 'organizer', organizerId: bravo.id, rating: 1, reviewStatus: 'pending' })

    const response = await allOrganizers(client)
    assert.match(response.header('cache-control'), /public, max-age=\d+/)
    assert.deepEqual(response.body().data, [
      { id: alfa.id, name: `${TAG} Alfa`, city: 'Wanica', averageRating: null, totalReviews: 0, publishedEvents: 1 },
      { id: bravo.id, name: `${TAG} Bravo NV`, city: 'Lelydorp', averageRating: 4.5, totalReviews: 2, publishedEvents: 2 },
    ])
    assert.notInclude(response.text(), 'geheim-bravo')
    assert.notInclude(response.text(), '+5978333333')
    assert.notInclude(response.text(), 'Privéstraat')
    assert.include(response.body(), { success: true, total: 2, page: 1, perPage: 100 })
  })

  test('pages through the list in name order; the total counts every page', async ({ client, assert }) => {
    await db.from('events').update({ is_published: false })
    const names = ['Delta', 'Alfa', 'Charlie', 'Bravo', 'Echo']
    for (const name of names) await makeEvent({ organizerId: (await makeUser({ organizationName: `${TAG} ${name}` })).id })
    const pages = []
    for (const page of [1, 2, 3]) {
      const body = (await allOrganizers(client, { page, perPage: 2 })).body()
      assert.include(body, { total: 5, page, perPage: 2 })
      pages.push(body.data.map((row: { name: string }) => row.name.replace(`${TAG} `, '')))
    }
    assert.deepEqual(pages, [['Alfa', 'Bravo'], ['Charlie', 'Delta'], ['Echo']])
  })

  test('a newly published organizer shows on the next call (the cache empties when an event is saved)', async ({ client, assert }) => {
    // Only this test's organizer on the list (one page whatever else the database holds), as in the tests above.
    await db.from('events').update({ is_published: false })
    const organizer = await makeUser({ organizationName: `${TAG} Nieuw` })
    const event = await makeEvent({ organizerId: organizer.id, isPublished: false })
    const before = (await allOrganizers(client)).body().data.map((row: { id: number }) => row.id)
    assert.notInclude(before, organizer.id)
    event.isPublished = true
    await event.save()
    const after = (await allOrganizers(client)).body().data.map((row: { id: number }) => row.id)
    assert.include(after, organizer.id)
  })

  test('bad paging is a 422, never a 500', async ({ client, assert }) => {
    for (const qs of [{ page: 0 }, { page: 'twee' }, { perPage: 0 }, { perPage: 101 }, { perPage: 1.5 }]) {
      const response = await client.get('/api/organizers').qs(qs)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.equal(response.body().code, 'VALIDATION_ERROR')
    }
  })
})
