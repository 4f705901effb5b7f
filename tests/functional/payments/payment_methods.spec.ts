import { test } from '@japa/runner'
import { useConverter, usePaymentFees, useRates, withMollieKey, withTestRates } from '#tests/functional/payments/payment_fixtures'
import { PAYMENT_METHODS } from '#domain/payment_methods'
import { newSession, paidType, paymentBody } from '#tests/functional/tickets/ticket_fixtures'

const ids = (body: { methods: { id: string }[] }) => body.methods.map((m) => m.id)
const WITHOUT_MINIMUM = ['uni5pay', 'ideal', 'paypal', 'bancontact', 'creditcard', 'banktransfer']

test.group('GET /api/payments/methods without Mollie configured', (group) => {
  withTestRates(group)
  withMollieKey(group, null)

  test('only Uni5Pay+ is offered, and paying with a Mollie method is refused with a Dutch message, nothing held away', async ({
    client,
    assert,
  }) => {
    for (const query of [{}, { amount: 1480, currency: 'SRD' }]) {
      const response = await client.get('/api/payments/methods').qs(query)
      response.assertStatus(200)
      assert.deepEqual(ids(response.body()), ['uni5pay'])
    }
    const { event, ticketType } = await paidType()
    const refused = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'mollie', 'ideal'))
    refused.assertStatus(422)
    assert.equal(refused.body().message, 'Deze betaalmethode is niet beschikbaar.')
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 0)
  })
})

test.group('GET /api/payments/methods', (group) => {
  withTestRates(group)
  withMollieKey(group)

  test('without an amount: the built-in list, Uni5Pay+ first and recommended', async ({ client, assert }) => {
    const response = await client.get('/api/payments/methods')
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.isTrue(body.available)
    assert.deepEqual(
      ids(body),
      PAYMENT_METHODS.map((m) => m.id)
    )
    assert.deepEqual(body.methods[0], {
      id: 'uni5pay',
      name: 'Uni5Pay+',
      description: PAYMENT_METHODS[0].description,
      image: '/payment-methods/uni5pay.svg',
      provider: 'uni5pay',
      recommended: true,
    })
    assert.deepEqual(body.methods[1].provider, 'mollie')
  })

  test('a small SRD total leaves out Klarna and Riverty', async ({ client, assert }) => {
    const response = await client.get('/api/payments/methods').qs({ amount: 100, currency: 'SRD' }) // EUR 2.50
    response.assertStatus(200)
    assert.deepEqual(ids(response.body()), WITHOUT_MINIMUM)
  })

  test('Riverty from EUR 7, Klarna from EUR 37, converted through the inverse EUR → SRD rate', async ({ client, assert }) => {
    const at = async (amount: string) => ids((await client.get('/api/payments/methods').qs({ amount })).body())
    assert.deepEqual(await at('280'), [...WITHOUT_MINIMUM, 'riverty']) // EUR 7.00
    assert.deepEqual(await at('279.79'), WITHOUT_MINIMUM) // EUR 6.99475 → 6.99
    // The EUR amount is compared as the converter shows it, in cents: 6.995 → 7.00.
    assert.include(await at('279.80'), 'riverty')
    assert.notInclude(await at('1479.00'), 'klarna') // EUR 36.98
    assert.deepEqual(
      await at('1480.00'),
      PAYMENT_METHODS.map((m) => m.id)
    ) // EUR 37.00
  })

  test('an EUR or USD total is compared as is (conversion only for SRD)', async ({ client, assert }) => {
    assert.deepEqual(ids((await client.get('/api/payments/methods').qs({ amount: 10, currency: 'EUR' })).body()), [
      ...WITHOUT_MINIMUM,
      'riverty',
    ])
    assert.deepEqual(
      ids((await client.get('/api/payments/methods').qs({ amount: '37', currency: 'usd' })).body()),
      PAYMENT_METHODS.map((m) => m.id)
    )
  })

  test('without an SRD → EUR rate Klarna and Riverty are left out, not an error', async ({ client, assert }) => {
    await useRates([])
    const response = await client.get('/api/payments/methods').qs({ amount: 100000 })
    response.assertStatus(200)
    assert.deepEqual(ids(response.body()), WITHOUT_MINIMUM)
  })

  test('a switched-off converter also just hides the minimum methods for SRD', async ({ client, assert }) => {
    await useConverter({ enabled: false })
    assert.deepEqual(ids((await client.get('/api/payments/methods').qs({ amount: 100000 })).body()), WITHOUT_MINIMUM)
  })

  test('methods an admin switched off are not offered', async ({ client, assert }) => {
    await usePaymentFees({ uni5pay: { percentage: 0, fixed: 0, btw: 0 }, mollie: { paypalEnabled: false, klarnaEnabled: false } })
    assert.deepEqual(ids((await client.get('/api/payments/methods')).body()), [
      'uni5pay',
      'ideal',
      'bancontact',
      'creditcard',
      'banktransfer',
      'riverty',
    ])
  })

  test('bad input is a 422 with Dutch messages, never a 500', async ({ client, assert }) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: -1 }, 'amount', 'Bedrag mag niet negatief zijn'],
      [{ amount: 'abc' }, 'amount', 'Bedrag moet een getal zijn'],
      [{ amount: '1e20' }, 'amount', 'Bedrag is te groot'],
      [{ amount: 10, currency: 'JPY' }, 'currency', 'Kies SRD, USD of EUR'],
    ]
    for (const [qs, field, message] of cases) {
      const response = await client.get('/api/payments/methods').qs(qs)
      response.assertStatus(422)
      assert.deepInclude(response.body(), { success: false, code: 'VALIDATION_ERROR', message })
      assert.deepEqual(response.body().errors[field], [message], JSON.stringify(qs))
    }
  })
})

test.group('GET /api/payments/methods in the buyer’s language', (group) => {
  withTestRates(group)
  withMollieKey(group)

  const byId = (body: { methods: { id: string; name: string; description: string }[] }) =>
    Object.fromEntries(body.methods.map((m) => [m.id, m]))

  test('descriptions (and the names that are words) follow Accept-Language or ?lang=; Dutch without either', async ({ client, assert }) => {
    const english = byId((await client.get('/api/payments/methods').header('Accept-Language', 'en-GB,en;q=0.9')).body())
    assert.equal(english.uni5pay.description, 'Pay straight away with the Uni5Pay+ app, in SRD, USD or EUR.')
    assert.equal(english.banktransfer.name, 'Bank transfer')
    assert.equal(english.ideal.name, 'iDEAL')
    const german = await client.get('/api/payments/methods').qs({ lang: 'de' })
    assert.include(german.header('vary') ?? '', 'Accept-Language')
    assert.equal(byId(german.body()).creditcard.name, 'Kreditkarte')
    assert.equal(byId(german.body()).paypal.description, 'Bezahle mit deinem PayPal-Konto.')
    const dutch = byId((await client.get('/api/payments/methods')).body())
    assert.equal(dutch.uni5pay.description, PAYMENT_METHODS[0].description)
    assert.equal(dutch.banktransfer.name, 'Bankoverschrijving')
    // A language we do not have is Dutch.
    assert.equal(
      byId((await client.get('/api/payments/methods').header('Accept-Language', 'pt-BR')).body()).paypal.description,
      'Betaal met je PayPal-account.'
    )
  })
})
