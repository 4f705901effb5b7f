import { test } from '@japa/runner'
import type { RefundView } from '#domain/refunds'
import { plannedAmount, ticketChoices, type PlanTicket } from '../../../backoffice/src/resources/orders/refundPlan.js'

const ticket = (id: number, extra: Partial<PlanTicket> = {}): PlanTicket => ({
  id,
  purchasePrice: '100.00',
  isValid: true,
  isCheckedIn: false,
  refundedAt: null,
  ...extra,
})

const refund = (id: number, ticketIds: number[], status: RefundView['status'], feeAmount: string): RefundView => ({
  id,
  orderId: 1,
  ticketIds,
  ticketsAmount: '100.00',
  retainedAmount: '0.00',
  feeAmount,
  amount: '0.00',
  currency: 'SRD',
  status,
  method: 'mollie',
  providerReference: null,
  reason: 'Ziek',
  failureReason: status === 'failed' ? 'Mollie: refund failed' : null,
  resell: true,
  initiator: 'organizer',
  requestedBy: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  completedAt: null,
})

/** Three tickets of 100.00 with 10.00 of fees: a third of the fees does not divide into cents. */
const order = (tickets: PlanTicket[]) => ({
  tickets,
  subtotal: (tickets.length * 100).toFixed(2),
  platformFee: '5.00',
  paymentFee: '4.00',
  paymentFeeBtw: '1.00',
})

test.group('refund dialog: which tickets and how much', () => {
  test('each ticket says why it cannot be refunded: refunded, being refunded, checked in, or not offered by the API', ({ assert }) => {
    const tickets = [ticket(1), ticket(2), ticket(3, { isCheckedIn: true }), ticket(4), ticket(5), ticket(6)]
    const refunds = [refund(10, [1], 'succeeded', '0.00'), refund(11, [2], 'pending', '0.00'), refund(12, [4], 'failed', '0.00')]
    const offered = [
      { id: 3, isCheckedIn: true },
      { id: 4, isCheckedIn: false },
      { id: 5, isCheckedIn: false },
    ]
    const refusals = ticketChoices(order(tickets), refunds, offered).map((choice) => [choice.ticket.id, choice.refusal])
    assert.deepEqual(refusals, [
      [1, 'refunded'],
      [2, 'pending'],
      [3, 'checked_in'],
      // A failed refund holds nothing: the ticket may be refunded again.
      [4, null],
      [5, null],
      // Missing from the API's list (e.g. resold through Ticketswitch).
      [6, 'invalid'],
    ])
  })

  test('without the API list the order page decides: checked in, invalid and refunded tickets are refused', ({ assert }) => {
    const tickets = [ticket(1, { refundedAt: '2026-11-29T10:00:00.000Z' }), ticket(2, { isValid: false }), ticket(3)]
    assert.deepEqual(
      ticketChoices(order(tickets), []).map((choice) => choice.refusal),
      ['refunded', 'invalid', null]
    )
  })

  test('fees go back in proportion, the last ticket takes what is left, and together they are exactly what was paid', ({ assert }) => {
    const tickets = [ticket(1), ticket(2), ticket(3)]
    const first = plannedAmount(order(tickets), [], [1], true)!
    assert.deepEqual(first, { ticketsAmount: '100.00', retainedAmount: '0.00', feeAmount: '3.33', amount: '103.33' })
    // A failed refund returned nothing: its fee does not count.
    const afterFirst = [refund(10, [1], 'succeeded', first.feeAmount), refund(9, [2], 'failed', '3.33')]
    const second = plannedAmount(order(tickets), afterFirst, [2], true)!
    assert.equal(second.feeAmount, '3.33')
    const afterSecond = [refund(11, [2], 'pending', second.feeAmount), ...afterFirst]
    const last = plannedAmount(order(tickets), afterSecond, [3], true)!
    assert.deepEqual(last, { ticketsAmount: '100.00', retainedAmount: '0.00', feeAmount: '3.34', amount: '103.34' })
  })

  test('the whole order at once returns every fee; without the fee policy only the tickets; nothing chosen is no amount', ({ assert }) => {
    const tickets = [ticket(1), ticket(2, { purchasePrice: '75.50' })]
    assert.deepEqual(plannedAmount(order(tickets), [], [1, 2], true), {
      ticketsAmount: '175.50',
      retainedAmount: '0.00',
      feeAmount: '10.00',
      amount: '185.50',
    })
    assert.deepEqual(plannedAmount(order(tickets), [], [2], false), {
      ticketsAmount: '75.50',
      retainedAmount: '0.00',
      feeAmount: '0.00',
      amount: '75.50',
    })
    assert.isNull(plannedAmount(order(tickets), [], [], true))
  })

  test('a ticket passed on or resold (no longer valid) is not the buyer’s: the valid ones are the last, as the API counts', ({
    assert,
  }) => {
    const tickets = [ticket(1), ticket(2, { isValid: false }), ticket(3, { isCheckedIn: true })]
    // Ticket 3 is checked in and still held, so ticket 1 alone is not the last.
    assert.equal(plannedAmount(order(tickets), [], [1], true)!.feeAmount, '3.33')
    const withoutDoor = [ticket(1), ticket(2, { isValid: false })]
    assert.equal(plannedAmount(order(withoutDoor), [], [1], true)!.feeAmount, '10.00')
  })
})
