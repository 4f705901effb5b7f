import { test } from '@japa/runner'
import { holderOf, payoutAmount, statementFigures, toCents, type StatementSums } from '#domain/organizer_statement'
import { csvAmount, csvFormatFor, csvLine } from '#domain/csv'

const part = (overrides: Partial<StatementSums>): StatementSums => ({
  eventId: 1,
  channel: 'online_mollie',
  orders: 0,
  gross: 0n,
  discounts: 0n,
  platformFees: 0n,
  paymentFees: 0n,
  refunds: 0n,
  refundedFees: 0n,
  refundsDue: 0n,
  commissions: 0n,
  ...overrides,
})

test.group('Organizer statement: the pure rules', () => {
  test('online money is the platform’s to pay out, the loket’s is with the organizer, an agent’s with the agents', ({ assert }) => {
    assert.equal(holderOf('online_mollie'), 'platform')
    assert.equal(holderOf('online_uni5pay'), 'platform')
    assert.equal(holderOf('loket_cash'), 'organizer')
    assert.equal(holderOf('loket_pin'), 'organizer')
    assert.equal(holderOf('agent'), 'agents')
  })

  test('net = gross − refunds − refunds due − commission, split by where the money is; fees and code discounts never reduce it', ({
    assert,
  }) => {
    const { total, channels, events } = statementFigures([
      part({ orders: 2, gross: 20000n, platformFees: 1200n, paymentFees: 650n, refunds: 5000n, refundsDue: 1000n }),
      part({ channel: 'loket_cash', orders: 1, gross: 10000n, discounts: 2500n }),
      part({ eventId: 2, channel: 'agent', orders: 3, gross: 12000n, commissions: 1200n }),
    ])
    assert.deepEqual(total, {
      orders: 6,
      gross: '420.00',
      discounts: '25.00',
      fees: { platform: '12.00', payment: '6.50', total: '18.50' },
      refunds: '50.00',
      refundedFees: '0.00',
      refundsDue: '10.00',
      commissions: '12.00',
      net: '348.00',
      owedByPlatform: '140.00',
      heldByOrganizer: '100.00',
      heldByAgents: '108.00',
    })
    assert.equal(channels.online_uni5pay.gross, '0.00')
    assert.equal(channels.agent.heldByAgents, '108.00')
    assert.equal(events.get(1)!.net, '240.00')
    assert.equal(events.get(2)!.owedByPlatform, '0.00')
  })

  test('a payout amount is exact, above 0, two decimals at most, comma or point', ({ assert }) => {
    assert.deepEqual(payoutAmount('1250'), { amount: '1250.00' })
    assert.deepEqual(payoutAmount('1250,5'), { amount: '1250.50' })
    assert.deepEqual(payoutAmount(0.1), { amount: '0.10' })
    assert.deepEqual(payoutAmount('0'), { problem: 'notPositive' })
    assert.deepEqual(payoutAmount('-3'), { problem: 'notPositive' })
    assert.deepEqual(payoutAmount('1.005'), { problem: 'tooManyDecimals' })
    assert.deepEqual(payoutAmount('1e3'), { problem: 'invalid' })
    assert.deepEqual(payoutAmount('tien'), { problem: 'invalid' })
    assert.deepEqual(payoutAmount('10000000.01'), { problem: 'tooLarge' })
    assert.deepEqual(payoutAmount('10000000.00'), { amount: '10000000.00' })
    assert.equal(toCents('0.015'), 2n)
  })

  test('a Dutch spreadsheet reads ; between cells and comma decimals', ({ assert }) => {
    const dutch = csvFormatFor('nl')
    assert.equal(csvLine(['Totaal', csvAmount('1234.50', dutch), 'a;b', 'c,d'], dutch), 'Totaal;1234,50;"a;b";c,d\r\n')
    assert.equal(csvLine(['Total', csvAmount('1234.50', csvFormatFor('en')), 'c,d']), 'Total,1234.50,"c,d"\r\n')
  })
})
