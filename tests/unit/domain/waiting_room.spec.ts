import { test } from '@japa/runner'
import {
  AUTO_MIN_SAMPLES,
  AUTO_RATE,
  advancedUpto,
  bucketDelta,
  estimatedWaitSeconds,
  nextAutoRate,
  placeLost,
  pollSecondsBeforeOpening,
  pollSecondsFor,
  positionOf,
  quantileFromBuckets,
  roomIsOn,
  waitBeforeOpening,
} from '#domain/waiting_room'

const at = (iso: string) => new Date(iso)
const OPENS = at('2030-05-01T23:00:00Z')
const room = (overrides = {}) => ({ enabled: true, opensAt: OPENS, admitPerMinute: 60, randomWindowMinutes: 10, ...overrides })

test.group('domain/waiting_room: when a room governs', () => {
  test('on from the start of the random window; off when disabled', ({ assert }) => {
    assert.isFalse(roomIsOn(room(), at('2030-05-01T22:49:59Z')))
    assert.isTrue(roomIsOn(room(), at('2030-05-01T22:50:00Z')))
    assert.isTrue(roomIsOn(room(), at('2030-05-02T03:00:00Z')))
    assert.isFalse(roomIsOn(room({ enabled: false }), at('2030-05-02T03:00:00Z')))
    assert.isFalse(roomIsOn(room({ randomWindowMinutes: 0 }), at('2030-05-01T22:59:59Z')))
  })
})

test.group('domain/waiting_room: the admission counter', () => {
  const base = { upto: 0, lastNumber: 1000, ratePerMinute: 60, elapsedSeconds: 10, admittedUnused: 0, remaining: 500, margin: 25 }

  test('advances at the rate for the time elapsed, in fractions', ({ assert }) => {
    assert.equal(advancedUpto(base), 10)
    assert.equal(advancedUpto({ ...base, elapsedSeconds: 0.5 }), 0.5)
    assert.equal(advancedUpto({ ...base, upto: 3.5, ratePerMinute: 6 }), 4.5)
  })

  test('never past the last place handed out, and never backwards', ({ assert }) => {
    assert.equal(advancedUpto({ ...base, lastNumber: 4 }), 4)
    assert.equal(advancedUpto({ ...base, upto: 7, lastNumber: 4 }), 7)
    assert.equal(advancedUpto({ ...base, elapsedSeconds: -5 }), 0)
  })

  test('never further ahead of the sales than the seats left plus the margin', ({ assert }) => {
    assert.equal(advancedUpto({ ...base, elapsedSeconds: 3600, remaining: 10, margin: 5 }), 15)
    // Admitted buyers who did not hold yet count against it.
    assert.equal(advancedUpto({ ...base, upto: 15, elapsedSeconds: 3600, remaining: 10, margin: 5, admittedUnused: 12 }), 18)
    assert.equal(advancedUpto({ ...base, upto: 15, elapsedSeconds: 3600, remaining: 0, margin: 5, admittedUnused: 12 }), 15)
  })
})

test.group('domain/waiting_room: place, wait and polling', () => {
  test('position is 1-based while waiting and 0 once admitted', ({ assert }) => {
    assert.equal(positionOf(5, 0), 5)
    assert.equal(positionOf(5, 4.9), 1)
    assert.equal(positionOf(5, 5), 0)
    assert.equal(positionOf(5, 9), 0)
  })

  test('the wait is the position at the rate; before the opening the time to it plus the middle of the crowd', ({ assert }) => {
    assert.equal(estimatedWaitSeconds(120, 60), 120)
    assert.equal(estimatedWaitSeconds(1, 7), 9)
    assert.equal(estimatedWaitSeconds(0, 60), 0)
    assert.equal(waitBeforeOpening(at('2030-05-01T22:58:00Z'), OPENS, 100, 60), 120 + 50)
  })

  test('polls are frequent near the front and rare far back', ({ assert }) => {
    assert.deepEqual([0, 30, 31, 300, 301, 1800, 1801, 99999].map(pollSecondsFor), [2, 2, 5, 5, 15, 15, 30, 30])
  })

  test('before the opening: ask at the opening, the crowd of the random window spread over a few seconds', ({ assert }) => {
    const tenBefore = at('2030-05-01T22:59:50Z')
    assert.equal(pollSecondsBeforeOpening(at('2030-05-01T22:50:00Z'), OPENS, 5000, 0.99), 30)
    assert.equal(pollSecondsBeforeOpening(tenBefore, OPENS, 0, 0), 10)
    assert.equal(pollSecondsBeforeOpening(at('2030-05-01T22:59:59.500Z'), OPENS, 0, 0), 2)
    // 3,000 waiting: spread over 12 s; 100,000: at most 30 s.
    const asks = [0, 0.25, 0.5, 0.75, 0.999].map((spread) => pollSecondsBeforeOpening(tenBefore, OPENS, 3000, spread))
    assert.deepEqual(asks, [10, 13, 16, 19, 21])
    assert.equal(pollSecondsBeforeOpening(tenBefore, OPENS, 100_000, 0.999), 10 + 29)
  })

  test('a place is lost when asked for (or still not asked for) more than the grace after admission', ({ assert }) => {
    const admitted = at('2030-05-01T23:00:00Z')
    assert.isFalse(placeLost(admitted, at('2030-05-01T23:05:00Z'), at('2030-05-02T01:00:00Z'), 300))
    assert.isTrue(placeLost(admitted, at('2030-05-01T23:05:01Z'), at('2030-05-01T23:05:01Z'), 300))
    assert.isFalse(placeLost(admitted, null, at('2030-05-01T23:04:00Z'), 300))
    assert.isTrue(placeLost(admitted, null, at('2030-05-01T23:06:00Z'), 300))
  })
})

test.group('domain/waiting_room: the automatic rate', () => {
  const buckets = (counts: number[]) => [0.1, 0.3, 0.5, 1, Infinity].map((le, i) => ({ le, count: counts[i] }))

  test('p99 is the bound of the bucket the 99th percentile falls in', ({ assert }) => {
    assert.equal(quantileFromBuckets(buckets([99, 100, 100, 100, 100]), 0.99), 0.1)
    assert.equal(quantileFromBuckets(buckets([90, 98, 100, 100, 100]), 0.99), 0.5)
    assert.equal(quantileFromBuckets(buckets([0, 0, 0, 0, 5]), 0.99), Infinity)
    assert.isNull(quantileFromBuckets(buckets([0, 0, 0, 0, 0]), 0.99))
  })

  test('the observations since the last snapshot', ({ assert }) => {
    assert.deepEqual(
      bucketDelta(buckets([10, 20, 30, 40, 50]), buckets([5, 5, 5, 5, 5])).map((b) => b.count),
      [5, 15, 25, 35, 45]
    )
    assert.deepEqual(
      bucketDelta(buckets([1, 2, 3, 4, 5]), undefined).map((b) => b.count),
      [1, 2, 3, 4, 5]
    )
  })

  const fast = { p99: 0.1, count: 100 }
  const slow = { p99: 0.5, count: 100 }
  const none = { p99: null, count: 0 }

  test('raised while holds are under 300 ms, cut when over, kept without enough observations', ({ assert }) => {
    assert.equal(nextAutoRate(300, fast, none), 360)
    assert.equal(nextAutoRate(100, fast, none), 130)
    assert.equal(nextAutoRate(300, slow, none), 200)
    assert.equal(nextAutoRate(300, fast, { p99: 1, count: 100 }), 200)
    assert.equal(nextAutoRate(300, { p99: 5, count: AUTO_MIN_SAMPLES - 1 }, none), 300)
    assert.equal(nextAutoRate(300, none, none), 300)
  })

  test('stays within 30..6000', ({ assert }) => {
    assert.equal(nextAutoRate(AUTO_RATE.max, fast, none), AUTO_RATE.max)
    assert.equal(nextAutoRate(AUTO_RATE.min, slow, none), AUTO_RATE.min)
    assert.equal(nextAutoRate(1, none, none), AUTO_RATE.min)
    assert.equal(AUTO_RATE.start, 300)
  })
})
