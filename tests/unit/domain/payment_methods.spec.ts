import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PAYMENT_METHODS, configuredMethods, methodAvailability, needsEurAmount, type PaymentMethodId } from '#domain/payment_methods'

const byId = (id: PaymentMethodId) => PAYMENT_METHODS.find((m) => m.id === id)!

test.group('PAYMENT_METHODS (SPEC §9 list)', () => {
  test('Uni5Pay+ first and the only recommended one, for SRD, USD and EUR', ({ assert }) => {
    assert.equal(PAYMENT_METHODS[0].id, 'uni5pay')
    assert.deepEqual(
      PAYMENT_METHODS.filter((m) => m.recommended).map((m) => m.id),
      ['uni5pay']
    )
    assert.deepEqual(byId('uni5pay').currencies, ['SRD', 'USD', 'EUR'])
    assert.equal(byId('uni5pay').provider, 'uni5pay')
  })

  test('iDEAL, PayPal, Bancontact and the provider methods go through Mollie', ({ assert }) => {
    assert.deepEqual(
      PAYMENT_METHODS.filter((m) => m.provider === 'mollie').map((m) => m.id),
      ['ideal', 'paypal', 'bancontact', 'creditcard', 'banktransfer', 'klarna', 'riverty']
    )
  })

  test('every method has a Dutch description and a logo in storefront/public', ({ assert }) => {
    for (const m of PAYMENT_METHODS) {
      assert.isAbove(m.description.length, 10, m.id)
      const file = fileURLToPath(new URL(`../../../storefront/public${m.image}`, import.meta.url))
      assert.isTrue(existsSync(file), `${m.image} exists`)
    }
  })
})

test.group('methodAvailability (SPEC §5)', () => {
  const klarna = byId('klarna')
  const riverty = byId('riverty')

  test('Klarna needs at least EUR 37 after conversion of an SRD total', ({ assert }) => {
    assert.isTrue(methodAvailability(klarna, '1510.21', '37.00').available)
    assert.isTrue(methodAvailability(klarna, 5000, 122.5).available)
    assert.deepInclude(methodAvailability(klarna, '1510.00', '36.99'), { available: false, reason: 'minimum' })
  })

  test('Riverty needs at least EUR 7', ({ assert }) => {
    assert.isTrue(methodAvailability(riverty, 300, '7').available)
    assert.deepInclude(methodAvailability(riverty, 250, '6.13'), { available: false, reason: 'minimum' })
    assert.isFalse(methodAvailability(riverty, 0, 0).available)
  })

  test('conversion applies only to SRD totals: an EUR or USD total is compared as is', ({ assert }) => {
    assert.isTrue(methodAvailability(klarna, 40, null, 'EUR').available)
    assert.isFalse(methodAvailability(klarna, 36, '999', 'EUR').available)
    assert.isTrue(methodAvailability(riverty, '7.00', null, 'USD').available)
  })

  test('an SRD total without a EUR amount cannot prove the minimum', ({ assert }) => {
    assert.deepInclude(methodAvailability(klarna, 10000, null), { available: false, reason: 'no_conversion' })
    assert.isFalse(methodAvailability(riverty, 10000, 'abc').available)
  })

  test('methods without a minimum are always available; Uni5Pay+ in its three currencies', ({ assert }) => {
    for (const id of ['uni5pay', 'ideal', 'paypal', 'bancontact', 'creditcard', 'banktransfer'] as const) {
      assert.isTrue(methodAvailability(byId(id), 0, null).available, id)
      assert.isTrue(methodAvailability(byId(id), 1, null, 'EUR').available, id)
    }
    assert.isTrue(methodAvailability(byId('uni5pay'), 1, null, 'USD').available)
  })

  test('needsEurAmount only for SRD carts', ({ assert }) => {
    assert.isTrue(needsEurAmount(PAYMENT_METHODS, 'SRD'))
    assert.isFalse(needsEurAmount(PAYMENT_METHODS, 'EUR'))
    assert.isFalse(needsEurAmount([byId('ideal')], 'SRD'))
  })
})

test.group('configuredMethods', () => {
  test('the built-in list when nothing is configured', ({ assert }) => {
    assert.deepEqual(configuredMethods(null), [...PAYMENT_METHODS])
    assert.deepEqual(configuredMethods({ uni5pay: { percentage: 0, fixed: 0, btw: 0 }, mollie: {} }), [...PAYMENT_METHODS])
  })

  test('leaves out the methods an admin switched off', ({ assert }) => {
    const ids = configuredMethods({
      uni5pay: { enabled: false },
      mollie: { klarnaEnabled: false, paypalEnabled: 0, idealEnabled: true },
    }).map((m) => m.id)
    assert.deepEqual(ids, ['ideal', 'bancontact', 'creditcard', 'banktransfer', 'riverty'])
  })

  test('all switched off falls back to the built-in list (SPEC §8)', ({ assert }) => {
    const mollie = Object.fromEntries(PAYMENT_METHODS.map((m) => [`${m.id}Enabled`, false]))
    assert.lengthOf(configuredMethods({ uni5pay: { enabled: false }, mollie }), PAYMENT_METHODS.length)
  })
})
