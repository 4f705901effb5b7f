/*
 * GET /api/currency-rates/convert-raw-batch/live (many amounts at the rate in use) and GET /api/currency-rates/usage
 * (which conversions the public endpoints served, per pair and rate source), both SPEC §7 refresh paths.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { useConverter, withTestRates } from '#tests/functional/payments/payment_fixtures'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken, send } from '#tests/helpers/routes'

const BATCH = '/api/currency-rates/convert-raw-batch/live'

const batch = (client: ApiClient, qs: Record<string, unknown>) => client.get(BATCH).qs(qs)

async function usage(client: ApiClient, who: User | null) {
  const request = client.get('/api/currency-rates/usage')
  return who ? request.bearerToken(await freshToken(who)) : request
}

interface UsageRow {
  from_currency: string
  to_currency: string
  source: string
  count: number
}

/** The counted uses, once the background writes of the calls made so far have landed (each within a second). */
async function countedUses(expectedTotal: number): Promise<UsageRow[]> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const rows: UsageRow[] = await db.from('currency_rate_usages').select('from_currency', 'to_currency', 'source', 'count').orderBy('id')
    const total = rows.reduce((sum, row) => sum + row.count, 0)
    if (total >= expectedTotal || Date.now() > deadline) return rows
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

test.group('GET /api/currency-rates/convert-raw-batch/live', (group) => {
  withTestRates(group)

  test('converts every amount at the rate in use, as POST /convert does each', async ({ client, assert }) => {
    const response = await batch(client, { from: 'eur', to: 'SRD', amounts: '12.5, 0,1000000,0.01' })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      from: 'EUR',
      to: 'SRD',
      rate: '40.00000000',
      source: 'handmatig',
      results: [
        { amount: '12.5', converted: '500.00' },
        { amount: '0', converted: '0.00' },
        { amount: '1000000', converted: '40000000.00' },
        { amount: '0.01', converted: '0.40' },
      ],
    })
    // The inverse and the rounding as the single conversion answers them.
    const inverse = (await batch(client, { from: 'SRD', to: 'EUR', amounts: '1000,0.20' })).body()
    assert.deepEqual(
      inverse.results.map((row: { converted: string }) => row.converted),
      ['25.00', '0.01']
    )
    const single = await client.post('/api/currency-rates/convert').json({ fromCurrency: 'SRD', toCurrency: 'EUR', amount: '0.20' })
    assert.equal(single.body().convertedAmount, '0.01')
  })

  test('the static path wins over /{from}/{to}, which still answers a pair', async ({ client, assert }) => {
    const response = await batch(client, { from: 'USD', to: 'SRD', amounts: '1' })
    response.assertStatus(200)
    assert.equal(response.body().results[0].converted, '37.00')
    const pair = await client.get('/api/currency-rates/USD/SRD')
    pair.assertStatus(200)
    assert.equal(pair.body().data.rate, '37.00000000')
  })

  test('amounts with plain commas in the query read the same as encoded ones, up to 100 of them', async ({ assert }) => {
    const plain = async (count: number) => {
      const amounts = Array.from({ length: count }, (_, index) => `${index + 1}.5`).join(',')
      const { status, text } = await send(BATCH, { method: 'GET', query: `from=EUR&to=SRD&amounts=${amounts}` })
      return { status, body: JSON.parse(text) }
    }
    // The query parser makes two parts an array and more than 20 an object; both are the list.
    for (const count of [1, 2, 21, 100]) {
      const { status, body } = await plain(count)
      assert.equal(status, 200, String(count))
      assert.lengthOf(body.results, count)
      assert.deepEqual(body.results.at(-1), { amount: `${count}.5`, converted: (40 * (count + 0.5)).toFixed(2) })
    }
    const tooMany = await plain(101)
    assert.equal(tooMany.status, 422)
    assert.deepEqual(tooMany.body.errors.amounts, ['Hoogstens 100 bedragen per keer'])
  })

  test('applies the converter markup; a switched-off converter answers 503', async ({ client, assert }) => {
    await useConverter({ enabled: true, markupPercentage: 2 })
    const marked = (await batch(client, { from: 'EUR', to: 'SRD', amounts: '10' })).body()
    assert.deepInclude(marked, { rate: '40.80000000', results: [{ amount: '10', converted: '408.00' }] })
    await useConverter({ enabled: false })
    const off = await batch(client, { from: 'EUR', to: 'SRD', amounts: '10' })
    off.assertStatus(503)
    assert.equal(off.body().code, 'CURRENCY_CONVERSION_DISABLED')
  })

  test('an unknown currency or a bad amount list is a 422 naming the field; a pair without a rate is a 404', async ({ client, assert }) => {
    const hundredAndOne = Array.from({ length: 101 }, () => '1').join(',')
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: 'XYZ', to: 'SRD', amounts: '1' }, 'from', 'Kies SRD, USD of EUR'],
      [{ from: 'EUR', to: 'EURO', amounts: '1' }, 'to', 'Kies SRD, USD of EUR'],
      [{ to: 'SRD', amounts: '1' }, 'from', 'Dit veld is verplicht'],
      [{ from: 'EUR', to: 'SRD' }, 'amounts', 'Bedragen zijn verplicht'],
      ...['', 'tien', '1,,2', '-5', '1,5e3', '12,50 SRD', ' , '].map((amounts): [Record<string, unknown>, string, string] => [
        { from: 'EUR', to: 'SRD', amounts },
        'amounts',
        'Geef bedragen van 0 of meer, gescheiden door komma’s, met een punt voor de decimalen (zoals 10.50,25)',
      ]),
      [{ from: 'EUR', to: 'SRD', amounts: hundredAndOne }, 'amounts', 'Hoogstens 100 bedragen per keer'],
      [{ from: 'EUR', to: 'SRD', amounts: '1,10000000000000' }, 'amounts', 'Een van de bedragen is te groot'],
    ]
    for (const [qs, field, message] of cases) {
      const response = await batch(client, qs)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.equal(response.body().code, 'VALIDATION_ERROR', JSON.stringify(qs))
      assert.deepEqual(response.body().errors[field], [message], JSON.stringify(qs))
    }
    ;(await batch(client, { from: 'EUR', to: 'SRD', amounts: Array.from({ length: 100 }, () => '1').join(',') })).assertStatus(200)
    const unknownPair = await batch(client, { from: 'EUR', to: 'USD', amounts: '10' })
    unknownPair.assertStatus(404)
    assert.equal(unknownPair.body().message, 'Geen wisselkoers gevonden van EUR naar USD')
  })
})

test.group('GET /api/currency-rates/usage', (group) => {
  withTestRates(group)
  group.each.setup(async () => {
    await db.from('currency_rate_usages').delete()
  })

  test('every conversion the public endpoints serve is counted per pair and rate source; refused ones are not', async ({
    client,
    assert,
  }) => {
    await client.post('/api/currency-rates/convert').json({ fromCurrency: 'EUR', toCurrency: 'SRD', amount: 10 })
    await client.post('/api/currency-rates/convert').json({ fromCurrency: 'EUR', toCurrency: 'SRD', amount: 20 })
    await client.get('/api/currency-rates/EUR/SRD')
    await batch(client, { from: 'USD', to: 'SRD', amounts: '1,2,3' })
    await batch(client, { from: 'SRD', to: 'SRD', amounts: '5' })
    // Refused or without a rate: nothing served, nothing counted.
    await client.post('/api/currency-rates/convert').json({ fromCurrency: 'EUR', toCurrency: 'USD', amount: 10 })
    await batch(client, { from: 'EUR', to: 'SRD', amounts: 'tien' })
    await client.get('/api/currency-rates/EUR/USD')

    const rows = await countedUses(5)
    assert.sameDeepMembers(rows, [
      { from_currency: 'EUR', to_currency: 'SRD', source: 'handmatig', count: 3 },
      { from_currency: 'USD', to_currency: 'SRD', source: 'handmatig', count: 1 },
      { from_currency: 'SRD', to_currency: 'SRD', source: 'identiek', count: 1 },
    ])

    const admin = await createAccount({ role: 'admin' })
    const response = await usage(client, admin)
    response.assertStatus(200)
    const { data, total } = response.body()
    assert.equal(total, 3)
    assert.deepEqual(data[0], {
      ...data[0],
      id: 'EUR-SRD-handmatig',
      fromCurrency: 'EUR',
      toCurrency: 'SRD',
      source: 'handmatig',
      count: 3,
    })
    for (const row of data) {
      assert.match(row.firstUsedOn, /^\d{4}-\d{2}-\d{2}$/)
      assert.isAtMost(Math.abs(Date.parse(row.lastUsedAt) - Date.now()), 60_000)
    }
    assert.sameDeepMembers(
      data.map((row: { id: string; count: number }) => [row.id, row.count]),
      [
        ['EUR-SRD-handmatig', 3],
        ['USD-SRD-handmatig', 1],
        ['SRD-SRD-identiek', 1],
      ]
    )
  })

  test('a day adds to its own row; the list sums the days of a pair and source', async ({ client, assert }) => {
    await db.table('currency_rate_usages').insert({
      from_currency: 'EUR',
      to_currency: 'SRD',
      source: 'handmatig',
      usage_date: '2026-01-15',
      count: 7,
      last_used_at: new Date('2026-01-15T20:00:00Z'),
    })
    await client.get('/api/currency-rates/EUR/SRD')
    await countedUses(8)
    const response = await usage(client, await createAccount({ role: 'admin', isSubAdmin: true }))
    response.assertStatus(200)
    const [row] = response.body().data
    assert.include(row, { id: 'EUR-SRD-handmatig', count: 8, firstUsedOn: '2026-01-15' })
    assert.isAbove(Date.parse(row.lastUsedAt), Date.parse('2026-01-16T00:00:00Z'))
    const days = await db.from('currency_rate_usages').where('from_currency', 'EUR').count('* as n')
    assert.equal(Number(days[0].n), 2)
  })

  test('admins only: every other role is 403, a visitor 401', async ({ client }) => {
    ;(await usage(client, null)).assertStatus(401)
    for (const role of ['user', 'organizer', 'manager', 'agent', 'venue_operator'] as const) {
      ;(await usage(client, await createAccount({ role }))).assertStatus(403)
    }
  })
})

/* Outside a test transaction: a write held up or failed there would hold up or break the test's own transaction. */
test.group('Counting conversions never holds up or fails the answer', (group) => {
  group.each.setup(async () => {
    await db.from('currency_rate_usages').delete()
    return async () => {
      await db.from('currency_rate_usages').delete()
    }
  })

  test('a count waiting on a locked table: the answer comes at once, the count lands once the lock is gone', async ({ client, assert }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let locked!: () => void
    const lockTaken = new Promise<void>((resolve) => (locked = resolve))
    const holder = db.transaction(async (trx) => {
      await trx.rawQuery('LOCK TABLE currency_rate_usages IN ACCESS EXCLUSIVE MODE')
      locked()
      await released
    })
    await lockTaken
    try {
      const started = Date.now()
      const response = await client.get('/api/currency-rates/SRD/SRD')
      response.assertStatus(200)
      assert.isBelow(Date.now() - started, 2_000)
    } finally {
      release()
      await holder
    }
    const rows = await countedUses(1)
    assert.deepEqual(rows, [{ from_currency: 'SRD', to_currency: 'SRD', source: 'identiek', count: 1 }])
  })

  test('a count that fails (its table gone) is logged; the conversion still answers', async ({ client, assert }) => {
    await db.rawQuery('ALTER TABLE currency_rate_usages RENAME TO currency_rate_usages_away')
    try {
      const response = await client.get('/api/currency-rates/SRD/SRD')
      response.assertStatus(200)
      assert.equal(response.body().data.rate, '1.00000000')
      // The failed write has had its time to fail.
      await new Promise((resolve) => setTimeout(resolve, 300))
    } finally {
      await db.rawQuery('ALTER TABLE currency_rate_usages_away RENAME TO currency_rate_usages')
    }
    assert.deepEqual(await countedUses(0), [])
    ;(await client.get('/api/currency-rates/SRD/SRD')).assertStatus(200)
    assert.deepEqual(await countedUses(1), [{ from_currency: 'SRD', to_currency: 'SRD', source: 'identiek', count: 1 }])
  })
})
