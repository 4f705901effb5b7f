import { test } from '@japa/runner'
import { cashDifference, moneyProblem, moneyText, noteRequired, shiftTotals, type ShiftOrder } from '#domain/loket_shift'

const ticket = (price: string) => ({ ticketTypeId: 1, ticketTypeName: 'Staan', eventId: 1, eventTitle: 'Avond', purchasePrice: price })
const order = (overrides: Partial<ShiftOrder>): ShiftOrder => ({
  paymentMethod: 'cash',
  status: 'paid',
  paid: true,
  total: '0.10',
  tickets: [ticket('0.10')],
  ...overrides,
})

test.group('Loket shift rules (domain/loket_shift.ts)', () => {
  test('amounts: comma or point, at least 0, at most 2 decimals, exact text with 2 decimals', ({ assert }) => {
    assert.equal(moneyText('150,5'), '150.50')
    assert.equal(moneyText(0), '0.00')
    assert.equal(moneyText('-0'), '0.00')
    assert.equal(moneyText('12.100'), '12.10')
    assert.equal(moneyProblem('-0.01'), 'negative')
    assert.equal(moneyProblem('1.005'), 'tooManyDecimals')
    assert.equal(moneyProblem('1e3'), 'notANumber')
    assert.equal(moneyProblem(Number.NaN), 'notANumber')
    assert.equal(moneyProblem(null), 'notANumber')
    assert.equal(moneyProblem('12345678901'), 'tooLarge')
    assert.isNull(moneyProblem('9999999999.99'))
  })

  test('expected cash is exact: ten cash sales of 0.10 and one given back are 0.90 more than the float, never 0.8999…', ({ assert }) => {
    const orders = [...Array.from({ length: 10 }, () => order({})), order({ status: 'refunded' })]
    const totals = shiftTotals('0.20', orders)
    assert.equal(totals.cashSales, '1.10')
    assert.equal(totals.cashRefunds, '0.10')
    assert.equal(totals.expectedCash, '1.20')
    assert.deepEqual(totals.ticketTypes, [
      { ticketTypeId: 1, ticketTypeName: 'Staan', eventId: 1, eventTitle: 'Avond', tickets: 10, amount: '1.00' },
    ])
  })

  test('part of a sale refunded in cash: the drawer gives back exactly that, the refunded ticket no longer stands', ({ assert }) => {
    const sale = (refundedAmount?: string, refunded = [false, false, false]) =>
      order({
        total: '100.05',
        refundedAmount,
        tickets: refunded.map((gone) => ({ ...ticket('33.35'), ...(gone ? { refunded: true } : {}) })),
      })
    const part = shiftTotals('100.00', [sale('33.35', [true, false, false])])
    assert.deepInclude(part, { cashSales: '100.05', cashRefunds: '33.35', expectedCash: '166.70', orders: 1, tickets: 2, amount: '66.70' })
    assert.equal(part.ticketTypes[0].amount, '66.70')
    // Refunded in two parts, the order is refunded: given back what the refunds returned, not more.
    const whole = shiftTotals('100.00', [{ ...sale('100.05', [true, true, true]), status: 'refunded' }])
    assert.deepInclude(whole, { cashRefunds: '100.05', expectedCash: '100.00', orders: 0, tickets: 0 })
    // An order marked refunded as a whole (no refunds of its own in the shift) gives back its total, as before.
    assert.equal(shiftTotals('0', [order({ status: 'refunded', total: '20.00' })]).cashRefunds, '20.00')
  })

  test('orders that took no money (pending, expired, or never paid) and pin sales leave the drawer alone', ({ assert }) => {
    const totals = shiftTotals('50', [
      order({ status: 'pending', paid: false, total: '10.00' }),
      order({ status: 'expired', paid: false, total: '10.00' }),
      order({ status: 'cancelled', paid: false, total: '10.00' }),
      order({ paymentMethod: 'pin', total: '30.00' }),
    ])
    assert.equal(totals.expectedCash, '50.00')
    assert.deepEqual(
      totals.paymentMethods.map((line) => [line.method, line.orders, line.amount]),
      [
        ['cash', 0, '0.00'],
        ['pin', 1, '30.00'],
      ]
    )
  })

  test('the difference is counted − expected; any difference other than zero needs a note', ({ assert }) => {
    assert.equal(cashDifference('99,95', '100.00'), '-0.05')
    assert.equal(cashDifference(100.1, '100.00'), '0.10')
    assert.isNull(cashDifference('abc', '100.00'))
    assert.isTrue(noteRequired('-0.05'))
    assert.isFalse(noteRequired('0.00'))
  })
})
