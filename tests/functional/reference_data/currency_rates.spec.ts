/*
 * The admin enters currency rates; a pair keeps its history (a new rate is a new row, never an
 * update) and the newest is the one GET /api/currency-rates/:from/:to and convert use. Bad input is a 422 per
 * field and stores nothing; every rate leaves an audit trace.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { withTestRates } from '#tests/functional/payments/payment_fixtures'
import { auditTrail, fieldErrors, staffForEachTest } from '#tests/functional/reference_data/reference_fixtures'

const pairRows = (from: string, to: string) =>
  db.from('currency_rates').where({ from_currency: from, to_currency: to }).orderBy('id', 'asc').select('id', 'rate', 'created_by_id')

const rateCount = async () => Number((await db.from('currency_rates').count('* as total'))[0].total)

type HistoryRow = Record<'rate' | 'inUse' | 'createdByName', unknown>

test.group('Admin currency rates', (group) => {
  withTestRates(group)
  const staff = staffForEachTest(group)

  const post = (client: ApiClient, body: object, token = staff.adminToken) =>
    client.post('/api/admin/currency-rates').bearerToken(token).json(body)

  test('a new rate for a pair is used at once; the old one stays in the history, unchanged', async ({ client, assert }) => {
    const [old] = await pairRows('EUR', 'SRD')
    const response = await post(client, { fromCurrency: 'eur', toCurrency: 'SRD', rate: '41.25' })
    response.assertStatus(201)
    assert.deepInclude(response.body().data, {
      fromCurrency: 'EUR',
      toCurrency: 'SRD',
      rate: '41.25000000',
      source: 'handmatig',
      inUse: true,
      createdByName: 'Ada Beheer',
    })

    const rows = await pairRows('EUR', 'SRD')
    assert.deepEqual(
      rows.map((row) => [row.id, row.rate, row.created_by_id]),
      [
        [old.id, old.rate, null],
        [response.body().data.id, '41.25000000', staff.admin.id],
      ]
    )

    const quote = await client.get('/api/currency-rates/EUR/SRD')
    assert.equal(quote.body().data.baseRate, '41.25000000')
    const converted = await client.post('/api/currency-rates/convert').json({ fromCurrency: 'EUR', toCurrency: 'SRD', amount: 10 })
    assert.equal(converted.body().convertedAmount, '412.50')
    // The inverse direction follows the newest rate too.
    const back = await client.post('/api/currency-rates/convert').json({ fromCurrency: 'SRD', toCurrency: 'EUR', amount: '412.50' })
    assert.equal(back.body().convertedAmount, '10.00')

    const history = await client
      .get('/api/admin/currency-rates')
      .bearerToken(staff.subAdminToken)
      .qs({ filter: JSON.stringify({ fromCurrency: 'EUR', toCurrency: 'SRD' }) })
    history.assertStatus(200)
    const data = history.body().data as HistoryRow[]
    assert.equal(history.body().total, 2)
    assert.deepEqual(
      data.map((row) => [row.rate, row.inUse, row.createdByName]),
      [
        ['41.25000000', true, 'Ada Beheer'],
        [old.rate, false, null],
      ],
      'newest first'
    )
  })

  test('the newest of several wins, also when entered in the same second; a number, a comma and a source are fine', async ({
    client,
    assert,
  }) => {
    ;(await post(client, { fromCurrency: 'USD', toCurrency: 'SRD', rate: 36 })).assertStatus(201)
    ;(await post(client, { fromCurrency: 'USD', toCurrency: 'SRD', rate: '36,5', source: 'CBvS koers 3 maart' })).assertStatus(201)
    const quote = (await client.get('/api/currency-rates/USD/SRD')).body().data
    assert.deepInclude(quote, { baseRate: '36.50000000', source: 'CBvS koers 3 maart' })
    assert.lengthOf(await pairRows('USD', 'SRD'), 3)
  })

  test('each rate leaves a trace with who entered it', async ({ client, assert }) => {
    const created = (await post(client, { fromCurrency: 'SRD', toCurrency: 'USD', rate: '0.0275' })).body().data
    const [trace, ...more] = await auditTrail('currency_rate', created.id)
    assert.lengthOf(more, 0)
    assert.deepInclude(trace.$attributes, { action: 'create', userId: staff.admin.id })
    assert.deepEqual(trace.newValues, { fromCurrency: 'SRD', toCurrency: 'USD', rate: '0.02750000', source: 'handmatig' })

    const one = await client.get(`/api/admin/currency-rates/${created.id}`).bearerToken(staff.adminToken)
    one.assertStatus(200)
    assert.deepInclude(one.body().data, { id: created.id, rate: '0.02750000', inUse: true })
  })

  test('bad input: 422 with a message per field, nothing stored', async ({ client, assert }) => {
    const before = await rateCount()
    const cases: [object, Record<string, string[]>][] = [
      [{}, { fromCurrency: ['Van is verplicht'], toCurrency: ['Naar is verplicht'], rate: ['Koers is verplicht'] }],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', rate: 0 }, { rate: ['Koers moet groter dan 0 zijn'] }],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', rate: '0.000' }, { rate: ['Koers moet groter dan 0 zijn'] }],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', rate: -40 }, { rate: ['Koers moet een getal groter dan 0 zijn, zoals 40.5 of 0.025'] }],
      [
        { fromCurrency: 'EUR', toCurrency: 'SRD', rate: 'veertig' },
        { rate: ['Koers moet een getal groter dan 0 zijn, zoals 40.5 of 0.025'] },
      ],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', rate: 1e21 }, { rate: ['Koers moet een getal groter dan 0 zijn, zoals 40.5 of 0.025'] }],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', rate: '0.123456789' }, { rate: ['Koers mag hoogstens 8 decimalen hebben'] }],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', rate: '12345678901' }, { rate: ['Koers mag hoogstens 10 cijfers voor de komma hebben'] }],
      [{ fromCurrency: 'EUR', toCurrency: 'eur', rate: 1 }, { toCurrency: ['Kies een andere valuta dan bij "Van"'] }],
      [{ fromCurrency: 'GBP', toCurrency: 'SRD', rate: 45 }, { fromCurrency: ['Van: kies SRD, USD, EUR'] }],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', rate: 40, source: 'x'.repeat(61) }, { source: ['Bron mag maximaal 60 tekens hebben'] }],
    ]
    for (const [body, expected] of cases) {
      assert.deepEqual(fieldErrors(await post(client, body)), expected, JSON.stringify(body))
    }
    assert.equal(await rateCount(), before)
    assert.equal(Number((await db.from('audit_changes').where('entity_type', 'currency_rate').count('* as n'))[0].n), 0)
  })

  test('others may not; there is no edit; an unknown id is a 404', async ({ client, assert }) => {
    const before = await rateCount()
    ;(await post(client, { fromCurrency: 'EUR', toCurrency: 'SRD', rate: 1 }, staff.organizerToken)).assertStatus(403)
    ;(await client.post('/api/admin/currency-rates').json({ fromCurrency: 'EUR', toCurrency: 'SRD', rate: 1 })).assertStatus(401)
    ;(await client.get('/api/admin/currency-rates').bearerToken(staff.organizerToken)).assertStatus(403)
    const [row] = await pairRows('EUR', 'SRD')
    ;(await client.put(`/api/admin/currency-rates/${row.id}`).bearerToken(staff.adminToken).json({ rate: 1 })).assertStatus(404)
    ;(await client.get('/api/admin/currency-rates/999999').bearerToken(staff.adminToken)).assertStatus(404)
    assert.equal(await rateCount(), before)
  })
})
