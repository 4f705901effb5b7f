import { test } from '@japa/runner'
import { refundAmount } from '#domain/refunds'

const order = { orderSubtotal: '300.00', orderFees: '10.00' }

test.group('refundAmount', () => {
  test('the tickets plus their share of the fees, half up to the cent', ({ assert }) => {
    assert.deepEqual(refundAmount({ ...order, ticketPrices: ['100.00'], feesReturned: '0.00', lastTickets: false, returnFee: true }), {
      ticketsAmount: '100.00',
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
    assert.deepEqual(refund, { ticketsAmount: '300.00', feeAmount: '0.00', amount: '300.00' })
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
