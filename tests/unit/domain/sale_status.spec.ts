import { test } from '@japa/runner'
import { availableNow, canChangeQuantity, isLowStock, saleStatus, type SaleStatusInput } from '#domain/sale_status'
import { text } from '#exceptions/messages'
import { SALE_STATUS_TEXT } from '#exceptions/domain_texts'

/** The status's Dutch name, as the API says it (SPEC §4). */
const saleStatusLabel = (input: SaleStatusInput, now: Date) => text(SALE_STATUS_TEXT[saleStatus(input, now)])

const NOW = new Date('2026-06-01T12:00:00Z')
const base: SaleStatusInput = {
  isActive: true,
  maxQuantity: 100,
  quantitySold: 10,
  saleStartDate: '2026-05-01T00:00:00Z',
  saleEndDate: '2026-07-01T00:00:00Z',
}

test.group('saleStatus (SPEC §4, checks in order)', () => {
  test('an inactive type is Offline, even when sold out or outside its window', ({ assert }) => {
    assert.equal(saleStatus({ ...base, isActive: false, quantitySold: 100, saleEndDate: '2026-01-01T00:00:00Z' }, NOW), 'offline')
    assert.equal(saleStatusLabel({ ...base, isActive: false }, NOW), 'Offline')
  })

  test('nothing left is Uitverkocht, before the sale window checks', ({ assert }) => {
    assert.equal(saleStatus({ ...base, quantitySold: 100, saleStartDate: '2027-01-01T00:00:00Z' }, NOW), 'sold_out')
    assert.equal(saleStatus({ ...base, quantitySold: 90, reservedQuantity: 10 }, NOW), 'sold_out')
    assert.equal(saleStatus({ ...base, availableNow: 0 }, NOW), 'sold_out')
    assert.equal(saleStatusLabel({ ...base, quantitySold: 100 }, NOW), 'Uitverkocht')
  })

  test('before the sale start is Nog niet beschikbaar', ({ assert }) => {
    assert.equal(saleStatus({ ...base, saleStartDate: '2026-06-02T00:00:00Z' }, NOW), 'not_yet_available')
    assert.equal(saleStatusLabel({ ...base, saleStartDate: '2026-06-02T00:00:00Z' }, NOW), 'Nog niet beschikbaar')
  })

  test('after the sale end is Verkoop beëindigd', ({ assert }) => {
    assert.equal(saleStatus({ ...base, saleEndDate: '2026-05-31T00:00:00Z' }, NOW), 'sale_ended')
    assert.equal(saleStatusLabel({ ...base, saleEndDate: '2026-05-31T00:00:00Z' }, NOW), 'Verkoop beëindigd')
  })

  test('otherwise Beschikbaar, also without a sale window', ({ assert }) => {
    assert.equal(saleStatus(base, NOW), 'available')
    assert.equal(saleStatus({ ...base, saleStartDate: null, saleEndDate: null }, NOW), 'available')
    assert.equal(saleStatusLabel(base, NOW), 'Beschikbaar')
  })

  test('accepts Date, ISO string, epoch and luxon-like instants', ({ assert }) => {
    const later = { toMillis: () => Date.parse('2026-08-01T00:00:00Z') }
    assert.equal(saleStatus({ ...base, saleEndDate: new Date('2026-05-31T00:00:00Z') }, NOW), 'sale_ended')
    assert.equal(saleStatus({ ...base, saleStartDate: later }, NOW.getTime()), 'not_yet_available')
  })

  test('only an available type can change quantity', ({ assert }) => {
    assert.isTrue(canChangeQuantity('available'))
    for (const status of ['offline', 'sold_out', 'not_yet_available', 'sale_ended'] as const) {
      assert.isFalse(canChangeQuantity(status))
    }
  })
})

test.group('availableNow and low stock', () => {
  test('subtracts sold and reserved, never below zero', ({ assert }) => {
    assert.equal(availableNow({ maxQuantity: 100, quantitySold: 40, reservedQuantity: 5 }), 55)
    assert.equal(availableNow({ maxQuantity: 10, quantitySold: 8, reservedQuantity: 5 }), 0)
  })

  test('a value computed by the API wins', ({ assert }) => {
    assert.equal(availableNow({ maxQuantity: 100, quantitySold: 0, availableNow: 7 }), 7)
    assert.equal(availableNow({ maxQuantity: 100, quantitySold: 0, availableNow: -3 }), 0)
  })

  test('the nearly-sold-out hint shows at 10 or fewer remaining, not at 0', ({ assert }) => {
    assert.isTrue(isLowStock(10))
    assert.isTrue(isLowStock(1))
    assert.isFalse(isLowStock(11))
    assert.isFalse(isLowStock(0))
  })
})
