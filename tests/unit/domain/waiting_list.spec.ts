import { test } from '@japa/runner'
import { maxWaitingQuantity, pickOffers, WAITING_LIST_MAX_QUANTITY } from '#domain/waiting_list'

const people = (...wants: number[]) => wants.map((quantity, i) => ({ id: i + 1, quantity }))
const ids = (picked: { id: number }[]) => picked.map((p) => p.id)

test.group('waiting list: who is offered the free seats', () => {
  test('in order of joining, each exactly their wanted number, never more seats than free', ({ assert }) => {
    assert.deepEqual(ids(pickOffers(5, people(2, 2, 2))), [1, 2])
    assert.deepEqual(ids(pickOffers(6, people(2, 2, 2))), [1, 2, 3])
    assert.deepEqual(ids(pickOffers(0, people(1))), [])
    assert.deepEqual(ids(pickOffers(-2, people(1))), [])
  })

  test('a family of four is offered four or none; a later wish that fits is offered meanwhile', ({ assert }) => {
    assert.deepEqual(ids(pickOffers(1, people(4, 1))), [2])
    assert.deepEqual(ids(pickOffers(3, people(4, 2, 2, 1))), [2, 4])
    assert.deepEqual(ids(pickOffers(4, people(4, 1))), [1])
  })

  test('what one person may wait for: the per-person limit, else the list maximum; door-only types none', ({ assert }) => {
    assert.equal(maxWaitingQuantity({ hasUserLimit: true, maxPerUser: 4 }), 4)
    assert.equal(maxWaitingQuantity({ hasUserLimit: true, maxPerUser: 50 }), WAITING_LIST_MAX_QUANTITY)
    assert.equal(maxWaitingQuantity({ hasUserLimit: false, maxPerUser: null }), WAITING_LIST_MAX_QUANTITY)
    assert.equal(maxWaitingQuantity({ hasUserLimit: null, maxPerUser: null }), 0)
  })
})
