import { test } from '@japa/runner'
import { JsonListCache } from '#services/catalogue/catalogue_cache'
import { makeEvent, makeTicketType, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

type Item = { id: number; title: string; minPrice: string | null; organizer: { name: string }; venue: { name: string } | null }
const find = (body: { data: Item[] }, id: number) => body.data.find((item) => item.id === id)

test.group('Public list cache (GET /api/events/public, /api/venues/public)', (group) => {
  rollbackEachTest(group)

  test('a repeated request gets the same body from the cache, as JSON', async ({ client, assert }) => {
    await makeEvent()
    const first = await client.get('/api/events/public?category=all&search=%20')
    const second = await client.get('/api/events/public')
    first.assertStatus(200)
    assert.match(String(first.header('content-type')), /^application\/json/)
    assert.equal(second.text(), first.text())
    assert.deepEqual(second.body(), first.body())
    assert.equal(first.header('cache-control'), 'public, max-age=30')
    const venues = await client.get('/api/venues/public')
    assert.match(String(venues.header('content-type')), /^application\/json/)
    assert.equal((await client.get('/api/venues/public?district=all')).text(), venues.text())
  })

  test('a saved event, ticket type, venue or organizer shows at once (model hooks invalidate)', async ({ client, assert }) => {
    const organizer = await makeUser({ organizationName: 'Oud Bureau' })
    const venue = await makeVenue({ name: 'Oude Zaal' })
    const event = await makeEvent({ organizerId: organizer.id, venueId: venue.id, title: 'Voor' })
    assert.equal(find((await client.get('/api/events/public')).body(), event.id)?.title, 'Voor')

    event.title = 'Na'
    await event.save()
    assert.equal(find((await client.get('/api/events/public')).body(), event.id)?.title, 'Na')

    await makeTicketType(event.id, { price: '42.00' })
    assert.equal(find((await client.get('/api/events/public')).body(), event.id)?.minPrice, '42.00')

    venue.name = 'Nieuwe Zaal'
    await venue.save()
    assert.equal(find((await client.get('/api/events/public')).body(), event.id)?.venue?.name, 'Nieuwe Zaal')
    assert.include(
      (await client.get('/api/venues/public')).body().data.map((v: { name: string }) => v.name),
      'Nieuwe Zaal'
    )

    organizer.organizationName = 'Nieuw Bureau'
    await organizer.save()
    assert.equal(find((await client.get('/api/events/public')).body(), event.id)?.organizer.name, 'Nieuw Bureau')

    event.isPublished = false
    await event.save()
    assert.isUndefined(find((await client.get('/api/events/public')).body(), event.id))
    await event.delete()
    assert.isUndefined(find((await client.get('/api/events/public?includePast=true')).body(), event.id))
  })

  test('entries expire after the TTL and a load racing an invalidation is not stored', async ({ assert }) => {
    const cache = new JsonListCache(20)
    let loads = 0
    const load = async () => [++loads]
    const data = async (body: Promise<Buffer>) => JSON.parse((await body).toString()).data
    assert.deepEqual(await data(cache.get('k', load)), [1])
    assert.deepEqual(await data(cache.get('k', load)), [1])
    await new Promise((resolve) => setTimeout(resolve, 30))
    assert.deepEqual(await data(cache.get('k', load)), [2])

    const slow = cache.get('other', async () => {
      cache.clear()
      return ['stale']
    })
    assert.deepEqual(await data(slow), ['stale'])
    assert.deepEqual(await data(cache.get('other', async () => ['fresh'])), ['fresh'])
  })
})
