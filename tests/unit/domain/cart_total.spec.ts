import { test } from '@japa/runner'
import { InvalidPriceError, cartSubtotalCents, centsToAmount, priceCents } from '../../../domain/cart_total.js'

/** What the three copies did before (Math.round of a float): the amounts below are where it is a cent off. */
const floatCents = (price: string) => Math.round(Number(price) * 100)

test.group('cart subtotal (domain/cart_total.ts)', () => {
  test('half cents round up exactly where float rounding loses a cent', ({ assert }) => {
    const cases: [string, number][] = [
      ['1.005', 101],
      ['0.285', 29],
      ['1.015', 102],
      ['10.075', 1008],
      ['0.145', 15],
    ]
    for (const [price, cents] of cases) {
      assert.equal(priceCents(price), cents, price)
      // The case is one float arithmetic gets wrong, so this test guards the exact rule.
      assert.notEqual(floatCents(price), cents, `${price} is not a float trap`)
    }
  })

  test('each unit price is rounded once, then multiplied by its quantity', ({ assert }) => {
    assert.equal(
      cartSubtotalCents([
        { price: '1.005', quantity: 3 },
        { price: '175.00', quantity: 2 },
        { price: 0, quantity: 4 },
      ]),
      3 * 101 + 2 * 17500
    )
    assert.equal(cartSubtotalCents([]), 0)
    assert.equal(cartSubtotalCents([{ price: '0.00', quantity: 10 }]), 0)
    // decimal(12,2)'s largest price times the largest quantity a line takes stays exact.
    assert.equal(cartSubtotalCents([{ price: '9999999999.99', quantity: 100 }]), 99999999999900)
  })

  test('a price that is not a number or is negative is refused, never counted as free', ({ assert }) => {
    for (const bad of ['', 'abc', '-1.00', '1,50', 'NaN']) {
      assert.throws(() => cartSubtotalCents([{ price: bad, quantity: 1 }]), InvalidPriceError)
    }
    assert.throws(() => cartSubtotalCents([{ price: '1.00', quantity: -1 }]), RangeError)
    assert.throws(() => cartSubtotalCents([{ price: '1.00', quantity: 1.5 }]), RangeError)
  })

  test('cents back to the decimal string the API and the fee rules take', ({ assert }) => {
    assert.equal(centsToAmount(0), '0.00')
    assert.equal(centsToAmount(5), '0.05')
    assert.equal(centsToAmount(101), '1.01')
    assert.equal(centsToAmount(99999999999900), '999999999999.00')
  })
})
