import { test } from '@japa/runner'
import type { PublicTicketType } from '../../../domain/catalogue_types.js'
import { cartLines, maxQuantity, shortages, typeRows } from '../../../storefront/src/components/buying/selection.js'
import { cartSubtotalCents } from '../../../domain/cart_total.js'

const type = (extra: Partial<PublicTicketType> = {}): PublicTicketType => ({
  id: 1,
  eventId: 1,
  name: 'Regulier',
  description: null,
  price: '175.00',
  maxQuantity: 100,
  quantitySold: 0,
  reservedQuantity: 0,
  availableNow: 50,
  saleStartDate: null,
  saleEndDate: null,
  isActive: true,
  sortOrder: 0,
  hasUserLimit: false,
  maxPerUser: null,
  ...extra,
})

test.group('ticket selection (SPEC §5 quantities)', () => {
  test('the most is availableNow, and maxPerUser only when hasUserLimit is true', ({ assert }) => {
    assert.equal(maxQuantity(type()), 50)
    assert.equal(maxQuantity(type({ hasUserLimit: true, maxPerUser: 4 })), 4)
    assert.equal(maxQuantity(type({ hasUserLimit: false, maxPerUser: 4 })), 50)
    assert.equal(maxQuantity(type({ hasUserLimit: true, maxPerUser: 8, availableNow: 3 })), 3)
  })

  test('hasUserLimit null disables the plus; types not on sale and non-user viewers are locked', ({ assert }) => {
    const [nullLimit] = typeRows([type({ hasUserLimit: null })], {}, true)
    assert.isFalse(nullLimit.canIncrease)
    assert.isFalse(nullLimit.locked)
    const [offline] = typeRows([type({ isActive: false })], {}, true)
    assert.equal(offline.status, 'offline')
    assert.isTrue(offline.locked)
    const [soldOut] = typeRows([type({ availableNow: 0 })], {}, true)
    assert.equal(soldOut.status, 'sold_out')
    const [denied] = typeRows([type()], {}, false)
    assert.isTrue(denied.locked)
    assert.isFalse(denied.canIncrease)
    const [atMost] = typeRows([type({ hasUserLimit: true, maxPerUser: 2 })], { 1: 2 }, true)
    assert.isFalse(atMost.canIncrease)
  })

  test('cart lines, exact subtotal and the fresh-availability check', ({ assert }) => {
    const types = [type(), type({ id: 2, name: 'Kind', price: '75.10' }), type({ id: 3, name: 'Gratis', price: '0.00' })]
    const lines = cartLines(types, { 1: 2, 2: 3, 3: 0 })
    assert.deepEqual(
      lines.map((l) => [l.ticketTypeId, l.quantity]),
      [
        [1, 2],
        [2, 3],
      ]
    )
    assert.equal(cartSubtotalCents(lines), 2 * 17500 + 3 * 7510)
    assert.deepEqual(shortages(lines, [type({ availableNow: 1 }), type({ id: 2, name: 'Kind', availableNow: 10 })]), [
      { name: 'Regulier', available: 1, selected: 2 },
    ])
    assert.deepEqual(shortages(lines, [type(), type({ id: 2, name: 'Kind', isActive: false })]), [
      { name: 'Kind', available: 0, selected: 3 },
    ])
  })
})
