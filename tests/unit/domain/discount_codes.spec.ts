import { test } from '@japa/runner'
import {
  codeWindowRefusal,
  discountCart,
  discountCodeKey,
  discountedTypeIds,
  discountedUnitCents,
  unlockedTypeIds,
  usesRefusal,
  type DiscountCodeTerms,
} from '#domain/discount_codes'

const terms = (overrides: Partial<DiscountCodeTerms> = {}): DiscountCodeTerms => ({
  kind: 'percentage',
  value: '25.00',
  ticketTypeIds: null,
  unlocksTicketTypeIds: null,
  maxUses: null,
  maxUsesPerBuyer: null,
  validFrom: null,
  validUntil: null,
  isActive: true,
  ...overrides,
})

test.group('discount codes: the price of one ticket', () => {
  test('percentage rounds half up to cents per ticket; fixed never goes below 0', ({ assert }) => {
    assert.equal(discountedUnitCents(17500, terms()), 13125)
    // 12.5 % of 0.99 is 12.375 cents: 12 off.
    assert.equal(discountedUnitCents(99, terms({ value: '12.5' })), 87)
    // 25 % of 0.02 is half a cent: rounded up to 1.
    assert.equal(discountedUnitCents(2, terms()), 1)
    assert.equal(discountedUnitCents(5000, terms({ value: '100' })), 0)
    assert.equal(discountedUnitCents(5000, terms({ kind: 'fixed', value: '10.00' })), 4000)
    assert.equal(discountedUnitCents(500, terms({ kind: 'fixed', value: '10.00' })), 0)
    assert.equal(discountedUnitCents(5000, terms({ kind: 'access', value: '0' })), 5000)
  })
})

test.group('discount codes: a cart', () => {
  const cart = [
    { ticketTypeId: 1, quantity: 2, price: '250.00' },
    { ticketTypeId: 2, quantity: 1, price: '100.00' },
  ]

  test('without a code nothing changes', ({ assert }) => {
    assert.deepInclude(discountCart(cart, null), { listSubtotalCents: 60000, discountCents: 0, subtotalCents: 60000, applies: false })
  })

  test('a code for one type lowers only that type; the discount is the difference', ({ assert }) => {
    const priced = discountCart(cart, terms({ ticketTypeIds: [1] }))
    assert.deepInclude(priced, { listSubtotalCents: 60000, discountCents: 12500, subtotalCents: 47500, applies: true })
    assert.deepEqual(
      priced.lines.map((l) => [l.unitCents, l.listUnitCents]),
      [
        [18750, 25000],
        [10000, 10000],
      ]
    )
  })

  test('a code for types not in the cart does not apply; nor does any code on a free cart', ({ assert }) => {
    assert.isFalse(discountCart(cart, terms({ ticketTypeIds: [3] })).applies)
    assert.isFalse(discountCart([{ ticketTypeId: 1, quantity: 1, price: '0' }], terms()).applies)
  })

  test('an access code applies when the cart holds a type it unlocks, even at no discount', ({ assert }) => {
    const access = terms({ kind: 'access', value: '0', unlocksTicketTypeIds: [9] })
    assert.isTrue(discountCart([{ ticketTypeId: 9, quantity: 1, price: '0' }], access).applies)
    assert.isFalse(discountCart(cart, access).applies)
    assert.deepEqual(unlockedTypeIds(access), [9])
    assert.deepEqual(unlockedTypeIds(terms({ unlocksTicketTypeIds: [9] })), [], 'only an access code unlocks')
    // An access code's percentage lowers the types it unlocks.
    assert.deepEqual(discountedTypeIds(terms({ kind: 'access', value: '50', unlocksTicketTypeIds: [9] }), [1, 9]), [9])
  })
})

test.group('discount codes: when they may be used', () => {
  const now = new Date('2026-12-01T12:00:00Z')

  test('window and switch', ({ assert }) => {
    assert.isNull(codeWindowRefusal(terms(), now))
    assert.equal(codeWindowRefusal(terms({ isActive: false }), now), 'unknown')
    assert.equal(codeWindowRefusal(terms({ validFrom: new Date('2026-12-02T00:00:00Z') }), now), 'not_yet_valid')
    assert.equal(codeWindowRefusal(terms({ validUntil: new Date('2026-12-01T11:59:59Z') }), now), 'expired')
  })

  test('uses in all and per buyer', ({ assert }) => {
    assert.isNull(usesRefusal(terms({ maxUses: 5 }), 4, 0))
    assert.equal(usesRefusal(terms({ maxUses: 5 }), 5, 0), 'used_up')
    assert.equal(usesRefusal(terms({ maxUsesPerBuyer: 1 }), 3, 1), 'buyer_limit')
  })

  test('codes compare whatever their case and spaces around them', ({ assert }) => {
    assert.equal(discountCodeKey('  Zomer25 '), 'zomer25')
  })
})
