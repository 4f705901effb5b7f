/*
 * GET /metrics (Prometheus): never public. Without METRICS_TOKEN configured it does not exist; with one it answers
 * only the bearer of that token, and a scrape shows the requests by route pattern, the database pool and the process.
 */
import { test } from '@japa/runner'
import env from '#start/env'
import { countStockOutcome, EVENT_SERIES_LIMIT, observeHold, observePurchase, registry } from '#services/server/metrics'

const TOKEN = 'test-metrics-token-0123456789abcdefghij'

function withToken(token: string | undefined) {
  const before = env.get('METRICS_TOKEN')
  // An empty value is how an unset variable reads back (env.set cannot delete one).
  env.set('METRICS_TOKEN', token ?? '')
  return () => env.set('METRICS_TOKEN', before ?? '')
}

test.group('GET /metrics', () => {
  test('does not exist without a configured METRICS_TOKEN (404), whatever the caller sends', async ({ client, cleanup }) => {
    cleanup(withToken(undefined))
    ;(await client.get('/metrics')).assertStatus(404)
    ;(await client.get('/metrics').header('authorization', 'Bearer ')).assertStatus(404)
  })

  test('refuses a missing or wrong bearer token with 401', async ({ client, assert, cleanup }) => {
    cleanup(withToken(TOKEN))
    const missing = await client.get('/metrics')
    missing.assertStatus(401)
    assert.equal(missing.body().code, 'METRICS_TOKEN_INVALID')
    assert.equal(missing.header('www-authenticate'), 'Bearer realm="metrics"')
    ;(await client.get('/metrics').header('authorization', `Bearer ${TOKEN}x`)).assertStatus(401)
    ;(await client.get('/metrics').header('authorization', `Basic ${TOKEN}`)).assertStatus(401)
    ;(await client.get('/metrics').header('authorization', TOKEN)).assertStatus(401)
  })

  test('a scrape counts requests under the route pattern, not the raw URL, and shows pool and process figures', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(withToken(TOKEN))
    const count = (text: string) => {
      const line = text
        .split('\n')
        .find((l) => l.startsWith('suritickets_http_request_duration_seconds_count{route="/api/events/:id",method="GET",status="4xx"}'))
      return line ? Number(line.split(' ').pop()) : 0
    }
    const before = (await client.get('/metrics').header('authorization', `Bearer ${TOKEN}`)).text()
    ;(await client.get('/api/events/987654321')).assertStatus(404)
    ;(await client.get('/api/events/987654322')).assertStatus(404)
    const scrape = await client.get('/metrics').header('authorization', `Bearer ${TOKEN}`)
    scrape.assertStatus(200)
    assert.include(scrape.header('content-type'), 'text/plain')
    assert.equal(scrape.header('cache-control'), 'no-store')
    const text = scrape.text()
    assert.equal(count(text) - count(before), 2)
    assert.notInclude(text, '987654321')
    assert.match(
      text,
      /suritickets_http_request_duration_seconds_bucket\{le="0\.3",route="\/api\/events\/:id",method="GET",status="4xx"\} \d+/
    )
    for (const state of ['used', 'free', 'pending'])
      assert.match(text, new RegExp(`suritickets_db_pool_connections\\{state="${state}"\\} \\d+`))
    assert.include(text, '# TYPE suritickets_job_queue_depth gauge')
    assert.match(text, /suritickets_nodejs_eventloop_lag_p99_seconds \d/)
    assert.match(text, /suritickets_process_resident_memory_bytes \d+/)
  })

  test('a request that matched no route counts as unmatched', async ({ client, assert, cleanup }) => {
    cleanup(withToken(TOKEN))
    ;(await client.get('/api/no-such-route/12345')).assertStatus(404)
    const text = (await client.get('/metrics').header('authorization', `Bearer ${TOKEN}`)).text()
    assert.match(text, /suritickets_http_request_duration_seconds_count\{route="unmatched",method="GET",status="4xx"\} [1-9]/)
    assert.notInclude(text, 'no-such-route')
  })
})

test.group('per-event series', () => {
  test('only the most recently held or sold events keep their series; a sale in progress keeps its own', async ({ assert }) => {
    const base = `series-${Date.now()}`
    const seriesOf = async (event: string) => (await registry.metrics()).split('\n').filter((line) => line.includes(`event="${event}"`))
    observePurchase(`${base}-old`, 'free', 0.02)
    countStockOutcome(`${base}-old`, 'sold', 2)
    observeHold(`${base}-sale`, 0.01)
    countStockOutcome(`${base}-sale`, 'hold')
    assert.isAbove((await seriesOf(`${base}-old`)).length, 0)
    // EVENT_SERIES_LIMIT - 1 more events: one past the limit. The sale goes on meanwhile; the old event does not.
    for (let n = 0; n < EVENT_SERIES_LIMIT - 1; n++) {
      observeHold(`${base}-${n}`, 0.01)
      if (n % 10 === 0) observeHold(`${base}-sale`, 0.01)
    }
    assert.deepEqual(await seriesOf(`${base}-old`), [])
    const sale = await seriesOf(`${base}-sale`)
    assert.isTrue(sale.some((line) => line.startsWith('suritickets_hold_duration_seconds_count') && line.endsWith(' 11')))
    assert.isTrue(sale.some((line) => line.startsWith('suritickets_stock_outcomes_total') && line.includes('outcome="hold"')))
    assert.isAbove((await seriesOf(`${base}-${EVENT_SERIES_LIMIT - 2}`)).length, 0)
    const events = new Set((await registry.metrics()).match(/event="[^"]+"/g))
    assert.isAtMost(events.size, EVENT_SERIES_LIMIT)
  })
})
