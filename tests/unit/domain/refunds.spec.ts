import { test } from '@japa/runner'
import { refundAmount } from '#domain/refunds'

const order = { orderSubtotal: '300.00', orderFees: '10.00' }

test.group('refundAmount', () => {
  test('the tickets plus their share of the fees, half up to the cent', ({ assert }) => {
    assert.deepEqual(refundAmount({ ...order, ticketPrices: ['100.00'], feesReturned: '0.00', lastTickets: false, returnFee: true }), {
      ticketsAmount: '100.00',
      retainedAmount: '0.00',
      feeAmount: '3.33',
      amount: '103.33',
    })
  })

  test('refunded ticket by ticket, the fees returned add up to what was paid', ({ assert }) => {
    let returned = '0.00'
    const amounts: string[] = []
    for (const [index, last] of [false, false, true].entries()) {
      const refund = refundAmount({ ...order, ticketPrices: ['100.00'], feesReturned: returned, lastTickets: last, returnFee: true })
      returned = (Number(returned) + Number(refund.feeAmount)).toFixed(2)
      amounts.push(`${index}:${refund.feeAmount}`)
    }
    assert.deepEqual(amounts, ['0:3.33', '1:3.33', '2:3.34'])
    assert.equal(returned, '10.00')
  })

  test('the fees stay with the platform when they are not returned', ({ assert }) => {
    const refund = refundAmount({ ...order, ticketPrices: ['100.00', '200.00'], feesReturned: '0.00', lastTickets: true, returnFee: false })
    assert.deepEqual(refund, { ticketsAmount: '300.00', retainedAmount: '0.00', feeAmount: '0.00', amount: '300.00' })
  })

  test('a kept share of the prices (a buyer’s cancellation) stays with the organizer, half up to the cent; the fees follow the prices', ({
    assert,
  }) => {
    const kept = refundAmount({
      orderSubtotal: '99.99',
      orderFees: '10.00',
      ticketPrices: ['33.33', '33.33', '33.33'],
      feesReturned: '0.00',
      lastTickets: true,
      returnFee: false,
      keepPercent: '12.5',
    })
    // 12.5 % of 99.99 is 12.49875: 12.50 kept, 87.49 back.
    assert.deepEqual(kept, { ticketsAmount: '87.49', retainedAmount: '12.50', feeAmount: '0.00', amount: '87.49' })
    // The fees' share is of the prices, not of what is left of them after the kept part.
    const withFees = refundAmount({
      ...order,
      ticketPrices: ['150.00'],
      feesReturned: '0.00',
      lastTickets: false,
      returnFee: true,
      keepPercent: '10',
    })
    assert.deepEqual(withFees, { ticketsAmount: '135.00', retainedAmount: '15.00', feeAmount: '5.00', amount: '140.00' })
    const all = refundAmount({
      ...order,
      ticketPrices: ['300.00'],
      feesReturned: '0.00',
      lastTickets: true,
      returnFee: false,
      keepPercent: '100',
    })
    assert.deepEqual(all, { ticketsAmount: '0.00', retainedAmount: '300.00', feeAmount: '0.00', amount: '0.00' })
  })

  test('never more fees than are left', ({ assert }) => {
    const refund = refundAmount({ ...order, ticketPrices: ['290.00'], feesReturned: '9.00', lastTickets: false, returnFee: true })
    assert.equal(refund.feeAmount, '1.00')
  })

  test('a free order returns nothing', ({ assert }) => {
    const refund = refundAmount({
      orderSubtotal: '0.00',
      orderFees: '0.00',
      ticketPrices: ['0.00'],
      feesReturned: '0.00',
      lastTickets: true,
      returnFee: true,
    })
    assert.equal(refund.amount, '0.00')
  })
})
