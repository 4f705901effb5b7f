import { test } from '@japa/runner'
import { groupTicketsByOrder, ticketIsUpcoming } from '#domain/my_tickets'
import { maskEmail, maskPhone } from '#domain/contact_mask'
import { formatWeekdayDate } from '#domain/format'

const NOW = Date.parse('2026-11-28T12:00:00-03:00')

function ticket(id: number, orderNumber: string, start: string, end: string | null) {
  return { id, orderNumber, event: { startDate: start, endDate: end } }
}

test.group('My tickets: orders, upcoming and past', () => {
  test('tickets are grouped per order, in the order they were issued', ({ assert }) => {
    const { upcoming } = groupTicketsByOrder(
      [
        ticket(7, 'ST-BBBBBBBBBB', '2026-12-05T20:00:00-03:00', '2026-12-05T23:00:00-03:00'),
        ticket(3, 'ST-BBBBBBBBBB', '2026-12-05T20:00:00-03:00', '2026-12-05T23:00:00-03:00'),
        ticket(5, 'ST-AAAAAAAAAA', '2026-12-01T20:00:00-03:00', '2026-12-01T23:00:00-03:00'),
      ],
      NOW
    )
    assert.deepEqual(
      upcoming.map((order) => [order.orderNumber, order.tickets.map((t) => t.id)]),
      [
        ['ST-AAAAAAAAAA', [5]],
        ['ST-BBBBBBBBBB', [3, 7]],
      ]
    )
  })

  test('upcoming soonest first, past latest first; a running event is still upcoming', ({ assert }) => {
    const grouped = groupTicketsByOrder(
      [
        ticket(1, 'ST-PAST000001', '2026-10-01T20:00:00-03:00', '2026-10-01T23:00:00-03:00'),
        ticket(2, 'ST-LATER00001', '2027-01-10T20:00:00-03:00', '2027-01-10T23:00:00-03:00'),
        ticket(3, 'ST-RUNNING001', '2026-11-27T10:00:00-03:00', '2026-11-29T02:00:00-03:00'),
        ticket(4, 'ST-PAST000002', '2026-11-20T20:00:00-03:00', '2026-11-20T23:00:00-03:00'),
        ticket(5, 'ST-SOON000001', '2026-11-28T20:00:00-03:00', '2026-11-28T23:00:00-03:00'),
      ],
      NOW
    )
    assert.deepEqual(
      grouped.upcoming.map((o) => o.orderNumber),
      ['ST-RUNNING001', 'ST-SOON000001', 'ST-LATER00001']
    )
    assert.deepEqual(
      grouped.past.map((o) => o.orderNumber),
      ['ST-PAST000002', 'ST-PAST000001']
    )
  })

  test('the moment the event ends it moves to past; without an end date its start decides', ({ assert }) => {
    assert.isTrue(ticketIsUpcoming({ startDate: '2026-11-28T10:00:00-03:00', endDate: '2026-11-28T12:00:01-03:00' }, NOW))
    assert.isFalse(ticketIsUpcoming({ startDate: '2026-11-28T10:00:00-03:00', endDate: '2026-11-28T12:00:00-03:00' }, NOW))
    assert.isTrue(ticketIsUpcoming({ startDate: '2026-11-28T13:00:00-03:00', endDate: null }, NOW))
    assert.isFalse(ticketIsUpcoming({ startDate: null, endDate: null }, NOW))
  })

  test('no tickets, no orders', ({ assert }) => {
    assert.deepEqual(groupTicketsByOrder([], NOW), { upcoming: [], past: [] })
  })
})

test.group('Masked contact details', () => {
  test('an e-mail keeps two characters and the domain; the mask does not tell the length', ({ assert }) => {
    assert.equal(maskEmail('anika.sewdien@gmail.com'), 'an•••@gmail.com')
    assert.equal(maskEmail('Jo@Example.SR'), 'J•••@example.sr')
    assert.equal(maskEmail('x@y.sr'), 'x•••@y.sr')
    assert.equal(maskEmail('abc@example.sr'), maskEmail('abcdefghij@example.sr'))
    assert.isNull(maskEmail(''))
    assert.isNull(maskEmail('@example.sr'))
    assert.isNull(maskEmail('geen-adres'))
    assert.isNull(maskEmail(null))
  })

  test('a phone keeps its first three digits (Suriname’s country code) and its last three', ({ assert }) => {
    assert.equal(maskPhone('+5978123456'), '+597 ••• 456')
    assert.equal(maskPhone('+31 6 1234 5678'), '+316 ••• 678')
    assert.isNull(maskPhone('12345'))
    assert.isNull(maskPhone(undefined))
  })
})

test.group('A ticket’s day', () => {
  test('weekday and date in Suriname’s time and the reader’s language; 23:30 in Paramaribo is the next UTC day', ({ assert }) => {
    assert.equal(formatWeekdayDate('2026-11-28T20:00:00-03:00', 'nl'), 'zaterdag 28 november 2026')
    assert.equal(formatWeekdayDate('2026-11-28T23:30:00-03:00', 'nl'), 'zaterdag 28 november 2026')
    assert.equal(formatWeekdayDate('2026-11-28T20:00:00-03:00', 'de'), 'Samstag, 28. November 2026')
    assert.equal(formatWeekdayDate('2026-11-28T20:00:00-03:00', 'en'), 'Saturday, 28 November 2026')
    assert.equal(formatWeekdayDate('geen datum', 'nl'), 'Onbekende datum')
  })
})
