import { test } from '@japa/runner'
import { FeeInputError, calculateFees, methodFeeSettings } from '#domain/fees'
import { parseDecimal, toFixedDecimal } from '#domain/exact_decimal'

const platform = { platformCostPercentage: '2.50', platformCostFixed: '1.00' }
const uni5pay = { percentage: 3, fixed: 2, btw: 10 }

test.group('calculateFees (SPEC §9 fees)', () => {
  test('percentage of the subtotal plus fixed; btw only on the payment fee', ({ assert }) => {
    assert.deepEqual(calculateFees('100.00', platform, uni5pay), {
      subtotal: '100.00',
      platformFee: '3.50', // 2.5 % of 100 + 1.00, no btw
      paymentFee: '5.00', // 3 % of 100 + 2
      paymentFeeBtw: '0.50', // 10 % of 5.00
      total: '109.00',
    })
  })

  test('every fee is 0 when the subtotal is 0, fixed amounts included', ({ assert }) => {
    assert.deepEqual(calculateFees(0, platform, uni5pay), {
      subtotal: '0.00',
      platformFee: '0.00',
      paymentFee: '0.00',
      paymentFeeBtw: '0.00',
      total: '0.00',
    })
    assert.equal(calculateFees('0.004', platform, uni5pay).total, '0.00')
  })

  test('missing settings mean no fee; a missing field counts as 0', ({ assert }) => {
    assert.equal(calculateFees(100, null, null).total, '100.00')
    assert.equal(calculateFees(100, undefined, uni5pay).platformFee, '0.00')
    assert.equal(calculateFees(100, platform, null).paymentFee, '0.00')
    assert.equal(calculateFees(100, {}, {}).total, '100.00')
    const noBtw = calculateFees(100, { platformCostPercentage: '1', platformCostFixed: null }, { percentage: '2', fixed: '' })
    assert.deepInclude(noBtw, { platformFee: '1.00', paymentFee: '2.00', paymentFeeBtw: '0.00', total: '103.00' })
  })

  test('rounds each part half up to cents, exactly (no float drift)', ({ assert }) => {
    // 2.5 % of 0.20 = 0.005 → 0.01; in floats 0.2 * 0.025 = 0.005000000000000001 or 0.004999…
    assert.equal(calculateFees('0.20', { platformCostPercentage: '2.5' }, null).platformFee, '0.01')
    // 1.005 is 1.00499999… as a double; exactly it rounds up.
    assert.equal(calculateFees('1.005', null, null).subtotal, '1.01')
    assert.equal(calculateFees(1.005, null, null).subtotal, '1.01')
    // 2.5 % of 10.10 = 0.2525 → 0.25; btw 21 % of 0.25 = 0.0525 → 0.05
    assert.deepInclude(calculateFees('10.10', null, { percentage: '2.5', btw: '21' }), {
      paymentFee: '0.25',
      paymentFeeBtw: '0.05',
      total: '10.40',
    })
    // btw is taken of the rounded fee: 1.5 % of 33.30 = 0.4995 → 0.50; 10 % → 0.05
    assert.deepInclude(calculateFees('33.30', null, { percentage: 1.5, btw: 10 }), { paymentFee: '0.50', paymentFeeBtw: '0.05' })
    // 0.1 + 0.2 style sums stay exact
    assert.equal(calculateFees('0.10', { platformCostFixed: '0.20' }, null).total, '0.30')
  })

  test('large amounts stay exact', ({ assert }) => {
    assert.deepEqual(calculateFees('9999999999.99', { platformCostPercentage: '3.33' }, { percentage: '1.75', fixed: '0.35', btw: '8' }), {
      subtotal: '9999999999.99',
      platformFee: '333000000.00', // 332999999.9996667 → .00
      paymentFee: '175000000.35', // 174999999.9998250 + 0.35
      paymentFeeBtw: '14000000.03', // 8 % of 175000000.35 = 14000000.028
      total: '10522000000.37',
    })
    assert.equal(calculateFees('123456789012345678.91', null, null).total, '123456789012345678.91')
  })

  test('accepts numbers and decimal strings alike', ({ assert }) => {
    const fromNumbers = calculateFees(250, { platformCostPercentage: 2, platformCostFixed: 0.5 }, { percentage: 3.5, fixed: 1, btw: 10 })
    const fromStrings = calculateFees(
      ' 250.00 ',
      { platformCostPercentage: '2.00', platformCostFixed: '0.50' },
      { percentage: '3.5', fixed: '1', btw: '10' }
    )
    assert.deepEqual(fromNumbers, fromStrings)
    assert.deepEqual(fromNumbers, { subtotal: '250.00', platformFee: '5.50', paymentFee: '9.75', paymentFeeBtw: '0.98', total: '266.23' })
    assert.equal(calculateFees('1e2', null, null).subtotal, '100.00')
  })

  test('a negative or non-numeric subtotal or setting is an error, never a silent 0', ({ assert }) => {
    assert.throws(() => calculateFees(-1, null, null), FeeInputError)
    assert.throws(() => calculateFees('-0.01', platform, uni5pay), /subtotal/)
    assert.throws(() => calculateFees('abc', null, null), FeeInputError)
    assert.throws(() => calculateFees('', null, null), FeeInputError)
    assert.throws(() => calculateFees(Number.NaN, null, null), FeeInputError)
    assert.throws(() => calculateFees(Number.POSITIVE_INFINITY, null, null), FeeInputError)
    assert.throws(() => calculateFees(10, { platformCostPercentage: '-1' }, null), /platformCostPercentage/)
    assert.throws(() => calculateFees(10, null, { btw: 'tien' }), /btw/)
  })
})

test.group('methodFeeSettings', () => {
  const paymentFees = {
    uni5pay: { percentage: 2, fixed: 1, btw: 10 },
    mollie: { idealPercentage: 1.5, idealFixed: 0.35, idealBtw: 21, klarnaPercentage: 3 },
  }

  test('Uni5Pay+ reads percentage, fixed and btw', ({ assert }) => {
    assert.deepEqual(methodFeeSettings(paymentFees, 'uni5pay', 'uni5pay'), { percentage: 2, fixed: 1, btw: 10 })
  })

  test('a Mollie method reads {method}Percentage, {method}Fixed, {method}Btw', ({ assert }) => {
    assert.deepEqual(methodFeeSettings(paymentFees, 'mollie', 'ideal'), { percentage: 1.5, fixed: 0.35, btw: 21 })
    assert.deepEqual(methodFeeSettings(paymentFees, 'mollie', 'klarna'), { percentage: 3, fixed: undefined, btw: undefined })
  })

  test('nothing configured is null (no fee)', ({ assert }) => {
    assert.isNull(methodFeeSettings(paymentFees, 'mollie', 'paypal'))
    assert.isNull(methodFeeSettings({ mollie: {} }, 'mollie', 'ideal'))
    assert.isNull(methodFeeSettings(null, 'uni5pay', 'uni5pay'))
    assert.equal(calculateFees(100, null, methodFeeSettings(paymentFees, 'mollie', 'paypal')).total, '100.00')
  })
})

test.group('exact decimals', () => {
  test('parse numbers, strings and exponents exactly', ({ assert }) => {
    assert.deepEqual(parseDecimal('12.50'), { n: 1250n, d: 100n })
    assert.deepEqual(parseDecimal(0.1), { n: 1n, d: 10n })
    assert.deepEqual(parseDecimal('1e-7'), { n: 1n, d: 10000000n })
    assert.deepEqual(parseDecimal('.5'), { n: 5n, d: 10n })
    for (const bad of [null, undefined, '', '.', 'abc', '1.2.3', '1,5', Number.NaN, '9'.repeat(41)])
      assert.isNull(parseDecimal(bad), String(bad))
  })

  test('round half up (away from zero) at any scale', ({ assert }) => {
    assert.equal(toFixedDecimal(parseDecimal('2.345')!, 2), '2.35')
    assert.equal(toFixedDecimal(parseDecimal('-2.345')!, 2), '-2.35')
    assert.equal(toFixedDecimal(parseDecimal('0.024509803921')!, 8), '0.02450980')
    assert.equal(toFixedDecimal(parseDecimal('7')!, 0), '7')
  })
})
