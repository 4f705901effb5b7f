/* The pure rules of counter sales (domain/counter_sale.ts): commission rounding, change, sale permissions. */
import { test } from '@japa/runner'
import {
  ANONYMOUS_COUNTER_BUYER,
  anonymousCounterBuyer,
  assignedEventsAllow,
  changeFor,
  commissionOn,
  negated,
  permittedTypes,
  quickAmounts,
} from '#domain/counter_sale'

test.group('Counter sales: the agent commission, exact and rounded half up to cents', () => {
  test('total × rate / 100, half up, never through a float', ({ assert }) => {
    const cases: [string, string, string][] = [
      ['33.35', '10.00', '3.34'], // 3.335 → half up
      ['100.05', '12.50', '12.51'], // 12.50625
      ['0.05', '10.00', '0.01'], // 0.005
      ['0.04', '10.00', '0.00'], // 0.004
      ['1.15', '10.00', '0.12'], // 0.115: a float gives 0.11499999…
      ['250.00', '0.00', '0.00'],
      ['250.00', '100.00', '250.00'],
      ['0.00', '10.00', '0.00'],
      ['19999999.99', '7.25', '1450000.00'], // 1449999.999275
    ]
    for (const [total, rate, commission] of cases) assert.equal(commissionOn(total, rate), commission, `${total} at ${rate} %`)
  })

  test('a reversal negates the amounts', ({ assert }) => {
    assert.equal(negated('3.34'), '-3.34')
    assert.equal(negated('0.00'), '0.00')
  })
})

test.group('Counter sales: change for cash', () => {
  test('exact change, refusals for nothing or too little', ({ assert }) => {
    assert.deepEqual(changeFor('100.05', 200), { ok: true, change: '99.95' })
    assert.deepEqual(changeFor('100.05', '100.05'), { ok: true, change: '0.00' })
    assert.deepEqual(changeFor('100.05', 100), { ok: false, reason: 'too_low' })
    assert.deepEqual(changeFor('10.00', null), { ok: false, reason: 'required' })
    assert.deepEqual(changeFor('10.00', ''), { ok: false, reason: 'required' })
  })

  test('quick amounts: the total and the next round notes above it', ({ assert }) => {
    assert.deepEqual(quickAmounts('33.35'), ['33.35', '35.00', '40.00', '50.00'])
    assert.deepEqual(quickAmounts('100.00'), ['100.00', '200.00', '500.00'])
  })
})

test.group('Counter sales: who may sell which types', () => {
  const types = [
    { id: 1, eventId: 10 },
    { id: 2, eventId: 10 },
    { id: 3, eventId: 20 },
  ]
  const ids = (list: { id: number }[]) => list.map((t) => t.id)
  test('all events: every type', ({ assert }) => {
    assert.deepEqual(ids(permittedTypes({ all: true, allowedEventIds: [], allowedTicketTypeIds: [] }, types)), [1, 2, 3])
  })
  test('an allowed event: its types; naming a type of it narrows the event to that type', ({ assert }) => {
    assert.deepEqual(ids(permittedTypes({ all: false, allowedEventIds: [10], allowedTicketTypeIds: [] }, types)), [1, 2])
    assert.deepEqual(ids(permittedTypes({ all: false, allowedEventIds: [10], allowedTicketTypeIds: [2] }, types)), [2])
    assert.deepEqual(ids(permittedTypes({ all: false, allowedEventIds: [10], allowedTicketTypeIds: [3] }, types)), [1, 2, 3])
    assert.deepEqual(ids(permittedTypes({ all: false, allowedEventIds: [], allowedTicketTypeIds: [] }, types)), [])
  })
  test('assigned events of agent staff: empty means no further limit', ({ assert }) => {
    assert.isTrue(assignedEventsAllow([], 10))
    assert.isTrue(assignedEventsAllow(null, 10))
    assert.isTrue(assignedEventsAllow([10], 10))
    assert.isFalse(assignedEventsAllow([20], 10))
  })
})

test.group('Counter sales: the stand-in name of a buyer who gave none', () => {
  test('each counter’s stand-in is recognised (screens show it in the reader’s language); real names are not', ({ assert }) => {
    assert.equal(anonymousCounterBuyer(ANONYMOUS_COUNTER_BUYER.loket), 'loket')
    assert.equal(anonymousCounterBuyer(ANONYMOUS_COUNTER_BUYER.agent), 'agent')
    assert.isNull(anonymousCounterBuyer('Verkooppunt Noord'))
    assert.isNull(anonymousCounterBuyer('Anna Kromodikoro'))
    assert.isNull(anonymousCounterBuyer(null))
  })
})
