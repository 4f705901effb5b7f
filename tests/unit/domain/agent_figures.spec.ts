import { test } from '@japa/runner'
import { isOverpaid, settlementAmount } from '#domain/agent_figures'

test.group('agent_figures: settlement amount', () => {
  test('reads amounts exactly, with a Dutch comma, to two decimals', ({ assert }) => {
    assert.deepEqual(settlementAmount('250'), { amount: '250.00' })
    assert.deepEqual(settlementAmount('250,5'), { amount: '250.50' })
    assert.deepEqual(settlementAmount(' 0.01 '), { amount: '0.01' })
    assert.deepEqual(settlementAmount(1250.75), { amount: '1250.75' })
    assert.deepEqual(settlementAmount('1000000.00'), { amount: '1000000.00' })
  })

  test('refuses zero, negatives, half cents, text, exponents and amounts above the limit', ({ assert }) => {
    assert.deepEqual(settlementAmount('0'), { problem: 'notPositive' })
    assert.deepEqual(settlementAmount('-1'), { problem: 'notPositive' })
    assert.deepEqual(settlementAmount('0.005'), { problem: 'tooManyDecimals' })
    assert.deepEqual(settlementAmount('12.345'), { problem: 'tooManyDecimals' })
    assert.deepEqual(settlementAmount('tien'), { problem: 'invalid' })
    assert.deepEqual(settlementAmount('1e3'), { problem: 'invalid' })
    assert.deepEqual(settlementAmount(null), { problem: 'invalid' })
    assert.deepEqual(settlementAmount(''), { problem: 'invalid' })
    assert.deepEqual(settlementAmount('1000000.01'), { problem: 'tooLarge' })
  })

  test('a negative balance is an overpayment', ({ assert }) => {
    assert.isTrue(isOverpaid('-0.01'))
    assert.isFalse(isOverpaid('0.00'))
    assert.isFalse(isOverpaid('12.50'))
  })
})
