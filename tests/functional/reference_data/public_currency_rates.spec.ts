import { test } from '@japa/runner'
import { useConverter, withTestRates } from '#tests/functional/payments/payment_fixtures'

const convert = (client: any, body: Record<string, unknown>) => client.post('/api/currency-rates/convert').json(body)

test.group('POST /api/currency-rates/convert', (group) => {
  withTestRates(group)

  test('converts with the stored rate; convertedAmount also at the top level', async ({ client, assert }) => {
    const response = await convert(client, { fromCurrency: 'EUR', toCurrency: 'SRD', amount: 12.5 })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      convertedAmount: '500.00',
      data: { convertedAmount: '500.00', rate: '40.00000000', fromCurrency: 'EUR', toCurrency: 'SRD', markupPercentage: '0.00' },
    })
  })

  test('uses the inverse when only the other direction is stored, exactly', async ({ client, assert }) => {
    const body = (await convert(client, { fromCurrency: 'SRD', toCurrency: 'EUR', amount: '1000' })).body()
    assert.equal(body.convertedAmount, '25.00')
    assert.equal(body.data.rate, '0.02500000')
    const tiny = (await convert(client, { fromCurrency: 'SRD', toCurrency: 'EUR', amount: '0.20' })).body()
    assert.equal(tiny.convertedAmount, '0.01') // 0.005 → 0.01, half up
  })

  test('prefers the stored direction over the inverse', async ({ client, assert }) => {
    const body = (await convert(client, { fromCurrency: 'SRD', toCurrency: 'USD', amount: 1000 })).body()
    assert.equal(body.convertedAmount, '27.00') // stored 0.027, not 1/37 (27.03)
    const back = (await convert(client, { fromCurrency: 'USD', toCurrency: 'SRD', amount: 1 })).body()
    assert.equal(back.convertedAmount, '37.00')
  })

  test('applies the converter markup to the rate', async ({ client, assert }) => {
    await useConverter({ enabled: true, markupPercentage: 2 })
    const body = (await convert(client, { fromCurrency: 'EUR', toCurrency: 'SRD', amount: 10 })).body()
    assert.deepInclude(body.data, { convertedAmount: '408.00', rate: '40.80000000', markupPercentage: '2.00' })
  })

  test('a currency to itself is rate 1; codes are case-insensitive; rounding is half up', async ({ client, assert }) => {
    assert.deepInclude((await convert(client, { fromCurrency: 'srd', toCurrency: 'SRD', amount: '12.345' })).body().data, {
      convertedAmount: '12.35',
      rate: '1.00000000',
      fromCurrency: 'SRD',
    })
  })

  test('an unknown pair is a 404 naming the pair', async ({ client, assert }) => {
    const response = await convert(client, { fromCurrency: 'EUR', toCurrency: 'USD', amount: 10 })
    response.assertStatus(404)
    assert.deepInclude(response.body(), {
      success: false,
      code: 'CURRENCY_RATE_NOT_FOUND',
      message: 'Geen wisselkoers gevonden van EUR naar USD',
    })
  })

  test('a switched-off converter answers 503', async ({ client, assert }) => {
    await useConverter({ enabled: false })
    const response = await convert(client, { fromCurrency: 'EUR', toCurrency: 'SRD', amount: 10 })
    response.assertStatus(503)
    assert.equal(response.body().code, 'CURRENCY_CONVERSION_DISABLED')
  })

  test('bad input is a 422 with Dutch messages, never a 500', async ({ client, assert }) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fromCurrency: 'EUR', toCurrency: 'SRD' }, 'amount', 'Bedrag is verplicht'],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', amount: -5 }, 'amount', 'Bedrag mag niet negatief zijn'],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', amount: 'tien' }, 'amount', 'Bedrag moet een getal zijn'],
      [{ fromCurrency: 'EUR', toCurrency: 'SRD', amount: 1e13 }, 'amount', 'Bedrag is te groot'],
      [{ fromCurrency: 'EURO', toCurrency: 'SRD', amount: 1 }, 'fromCurrency', 'Ongeldige valutacode (drie letters, zoals SRD)'],
      [{ fromCurrency: 'EUR', toCurrency: 42, amount: 1 }, 'toCurrency', 'Ongeldige valutacode (drie letters, zoals SRD)'],
      [{ toCurrency: 'SRD', amount: 1 }, 'fromCurrency', 'Dit veld is verplicht'],
    ]
    for (const [body, field, message] of cases) {
      const response = await convert(client, body)
      response.assertStatus(422)
      assert.equal(response.body().code, 'VALIDATION_ERROR', JSON.stringify(body))
      assert.deepEqual(response.body().errors[field], [message], JSON.stringify(body))
    }
  })
})

test.group('GET /api/currency-rates/{from}/{to}', (group) => {
  withTestRates(group)

  test('the stored rate with its source and time', async ({ client, assert }) => {
    const response = await client.get('/api/currency-rates/EUR/SRD')
    response.assertStatus(200)
    const data = response.body().data
    assert.isTrue(response.body().success)
    assert.deepInclude(data, {
      rate: '40.00000000',
      baseRate: '40.00000000',
      source: 'handmatig',
      inverse: false,
      fromCurrency: 'EUR',
      toCurrency: 'SRD',
    })
    assert.match(data.updatedAt, /^\d{4}-\d{2}-\d{2}T/)
  })

  test('the inverse of the other direction, lower-case codes accepted', async ({ client, assert }) => {
    const data = (await client.get('/api/currency-rates/srd/eur')).body().data
    assert.deepInclude(data, { rate: '0.02500000', inverse: true, source: 'handmatig', fromCurrency: 'SRD', toCurrency: 'EUR' })
  })

  test('includes the markup in rate, not in baseRate', async ({ client, assert }) => {
    await useConverter({ enabled: true, markupPercentage: '1.5' })
    const data = (await client.get('/api/currency-rates/USD/SRD')).body().data
    assert.deepInclude(data, { rate: '37.55500000', baseRate: '37.00000000', markupPercentage: '1.50' })
  })

  test('an unknown pair is a 404, a malformed code a 422', async ({ client, assert }) => {
    const unknown = await client.get('/api/currency-rates/EUR/JPY')
    unknown.assertStatus(404)
    assert.equal(unknown.body().code, 'CURRENCY_RATE_NOT_FOUND')
    const malformed = await client.get('/api/currency-rates/EU1/SRD')
    malformed.assertStatus(422)
    assert.deepEqual(malformed.body().errors.from, ['Ongeldige valutacode (drie letters, zoals SRD)'])
  })
})
