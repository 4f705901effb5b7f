import { test } from '@japa/runner'
import { createCheckoutHold, type HoldApi, type HoldClock } from '../../../storefront/src/components/buying/checkout_hold.js'
import type { CartLine } from '../../../storefront/src/components/buying/selection.js'

/*
 * The checkout's hold store (storefront/src/components/buying/checkout_hold.ts) with a fake clock and the hold calls
 * handed in as plain functions that answer as POST/DELETE /api/tickets/reserve do (shapes of
 * tests/functional/tickets/reserve.spec.ts); tests/functional/tickets/checkout_hold_api.spec.ts runs it
 * against the real API.
 */

const START = Date.UTC(2026, 10, 28, 18, 0, 0)

/** setInterval on a clock that moves only when told. */
function fakeClock(start = START) {
  let now = start
  let nextId = 1
  const timers = new Map<number, { tick: () => void; ms: number; due: number }>()
  const clock: HoldClock & { advance(ms: number): void; timers: number } = {
    now: () => now,
    setInterval(tick, ms) {
      const id = nextId++
      timers.set(id, { tick, ms, due: now + ms })
      return id
    },
    clearInterval(id) {
      timers.delete(id as number)
    },
    advance(ms) {
      const until = now + ms
      for (;;) {
        const [id, next] = [...timers.entries()].sort((a, b) => a[1].due - b[1].due)[0] ?? []
        if (!next || next.due > until) break
        now = next.due
        next.due += next.ms
        if (timers.has(id!)) next.tick()
      }
      now = until
    },
    get timers() {
      return timers.size
    },
  }
  return clock
}

type ReserveAnswer = Awaited<ReturnType<HoldApi['reserve']>>

/** The hold calls, recorded; each reserve answers with `answer` (a server hold of `seconds` by default). */
function holdCalls(clock: HoldClock, answer?: (line: CartLine, n: number) => ReserveAnswer) {
  const calls = { reserve: [] as number[], release: 0, beacon: 0 }
  let ids = 100
  const api: HoldApi = {
    async reserve(line, sessionId) {
      calls.reserve.push(line.ticketTypeId)
      if (answer) return answer(line, calls.reserve.length)
      const data = {
        id: ids++,
        ticketTypeId: line.ticketTypeId,
        quantity: line.quantity,
        sessionId,
        // The server's clock may be off; expiresInSeconds is what counts.
        expiresAt: new Date(clock.now() - 3_600_000).toISOString(),
        expiresInSeconds: 1200,
      }
      return { ok: true, status: 201, data: { data, availableNow: 3 } }
    },
    async release() {
      calls.release++
      return { ok: true, status: 200, data: { released: 1 } }
    },
    releaseByBeacon() {
      calls.beacon++
    },
  }
  return { api, calls }
}

const held =
  (seconds: number, clock: HoldClock) =>
  (_line: CartLine, n: number): ReserveAnswer => ({
    ok: true,
    status: 201,
    data: {
      data: { id: n, expiresAt: new Date(clock.now()).toISOString(), expiresInSeconds: seconds },
    },
  })

const LINES: CartLine[] = [
  { ticketTypeId: 1, quantity: 2, price: '0.00', name: 'Gratis' },
  { ticketTypeId: 2, quantity: 1, price: '150.00', name: 'VIP' },
]

function setup(options: { answer?: (line: CartLine, n: number) => ReserveAnswer; resumeDeadline?: number; hidden?: () => boolean } = {}) {
  const clock = fakeClock()
  const { api, calls } = holdCalls(clock, options.answer)
  const hold = createCheckoutHold({
    sessionId: 'cs_test',
    lines: LINES,
    resumeDeadline: options.resumeDeadline ?? null,
    api,
    clock,
    isPageHidden: options.hidden ?? (() => false),
  })
  return { clock, calls, hold, state: () => hold.$state.get() }
}

test.group('checkout hold store: taking the holds and the countdown', () => {
  test("one hold per line; the countdown is the hold's expiresInSeconds on this device's clock, whatever the server's clock says", async ({
    assert,
  }) => {
    const { hold, calls, state } = setup()
    assert.equal(state().phase, 'reserving')
    await hold.open()
    assert.deepEqual(calls.reserve, [1, 2])
    assert.equal(state().phase, 'reserved')
    assert.deepEqual(state().reservationIds, [100, 101])
    assert.equal(state().deadline, START + 1_200_000)
    assert.equal(state().secondsLeft, 1200)
  })

  test('a server with 30-minute holds counts down from 30:00, not a fixed 20 (TICKET_HOLD_SECONDS=1800)', async ({ assert }) => {
    const clock = fakeClock()
    const { hold, state } = setup({ answer: held(1800, clock) })
    await hold.open()
    assert.equal(state().secondsLeft, 1800)
  })

  test('the shortest hold decides; a resumed checkout keeps its own earlier deadline', async ({ assert }) => {
    const clock = fakeClock()
    const mixed = setup({ answer: (line, n) => held(line.ticketTypeId === 2 ? 900 : 1200, clock)(line, n) })
    await mixed.hold.open()
    assert.equal(mixed.state().secondsLeft, 900)

    const resumed = setup({ resumeDeadline: START + 300_000 })
    await resumed.hold.open()
    assert.equal(resumed.state().secondsLeft, 300)
  })

  test("at zero: 'Sessie Verlopen' and the holds go back, once", async ({ assert }) => {
    const { hold, calls, clock, state } = setup()
    await hold.open()
    clock.advance(60_000)
    assert.equal(state().secondsLeft, 1140)
    clock.advance(1_139_000)
    assert.equal(state().phase, 'reserved')
    assert.equal(state().secondsLeft, 1)
    assert.equal(calls.release, 0)
    clock.advance(1000)
    assert.equal(state().phase, 'expired')
    assert.equal(calls.release, 1)
    assert.equal(clock.timers, 0, 'the countdown stopped')
    hold.dispose()
    assert.equal(calls.release, 1)
  })

  test("a refusal the buyer can act on shows the server's words; the session's holds go back; retry holds again", async ({ assert }) => {
    let refuse = true
    const clock = fakeClock()
    const { hold, calls, state } = setup({
      answer: (line, n) =>
        refuse && line.ticketTypeId === 2
          ? { ok: false, status: 409, failure: { success: false, message: 'VIP (slechts 0 beschikbaar, 1 geselecteerd)', error: 'x' } }
          : held(1200, clock)(line, n),
    })
    await hold.open()
    assert.equal(state().phase, 'failed')
    assert.equal(state().failure, 'VIP (slechts 0 beschikbaar, 1 geselecteerd)')
    assert.equal(calls.release, 1)
    refuse = false
    await hold.reserve()
    assert.equal(state().phase, 'reserved')
    assert.isNull(state().failure)
  })

  test('a server error is not shown in its own words', async ({ assert }) => {
    const { hold, state } = setup({
      answer: () => ({ ok: false, status: 500, failure: { success: false, message: 'stack trace', error: 'x' } }),
    })
    await hold.open()
    assert.equal(state().phase, 'failed')
    assert.isNull(state().failure)
  })
})

test.group('checkout hold store: leaving, the page hidden, paying', () => {
  test("back or close while held asks 'Weet je het zeker?' first; leaving gives the holds back", async ({ assert }) => {
    const { hold, calls, state } = setup()
    await hold.open()
    assert.isFalse(hold.requestLeave('close'))
    assert.equal(state().confirmLeave, 'close')
    hold.stay()
    assert.isNull(state().confirmLeave)
    assert.equal(calls.release, 0)
    assert.isFalse(hold.requestLeave('back'))
    hold.leave()
    assert.equal(calls.release, 1)
    hold.dispose()
    assert.equal(calls.release, 1, 'closing the island after leaving releases nothing twice')
  })

  test('nothing to confirm while the holds are still on their way; a hold that answers after leaving goes back too', async ({ assert }) => {
    const clock = fakeClock()
    const recorded = holdCalls(clock)
    let answer: (() => void) | undefined
    const hold = createCheckoutHold({
      sessionId: 'cs_slow',
      lines: LINES,
      api: {
        ...recorded.api,
        // The first hold answers only when told.
        reserve: (line, sessionId) => new Promise((resolve) => (answer = () => void recorded.api.reserve(line, sessionId).then(resolve))),
      },
      clock,
      isPageHidden: () => false,
    })
    const opening = hold.open()
    assert.isTrue(hold.requestLeave('close'), 'no confirmation while reserving')
    hold.leave()
    assert.equal(recorded.calls.release, 1)
    answer!()
    await opening
    assert.equal(recorded.calls.release, 2, 'the late hold was given back')
    assert.deepEqual(recorded.calls.reserve, [1], 'no further holds after leaving')
    assert.equal(clock.timers, 0, 'no countdown')
  })

  test('page hidden: the holds go back by beacon once; shown again before the deadline: held again, same deadline', async ({ assert }) => {
    const { hold, calls, clock, state } = setup()
    await hold.open()
    clock.advance(120_000)
    hold.pageHidden()
    hold.pageHidden()
    assert.equal(calls.beacon, 1)
    clock.advance(60_000)
    hold.pageShown()
    await Promise.resolve()
    await new Promise((resolve) => setImmediate(resolve))
    assert.deepEqual(calls.reserve, [1, 2, 1, 2])
    assert.equal(state().phase, 'reserved')
    assert.equal(state().deadline, START + 1_200_000, 'the countdown does not restart')
    assert.equal(state().secondsLeft, 1020)
  })

  test('shown again after the deadline: nothing is held again, the countdown ends it', async ({ assert }) => {
    const { hold, calls, clock, state } = setup()
    await hold.open()
    hold.pageHidden()
    clock.advance(1_300_000)
    hold.pageShown()
    assert.deepEqual(calls.reserve, [1, 2])
    assert.equal(state().phase, 'expired')
    assert.equal(calls.release, 0, 'already given back by the beacon')
  })

  test('hidden while the holds were on their way: given back as soon as they answer', async ({ assert }) => {
    const { hold, calls } = setup({ hidden: () => true })
    await hold.open()
    assert.equal(calls.beacon, 1)
  })

  test('while paying nothing is released or run out; a failed payment lets the countdown decide again', async ({ assert }) => {
    const { hold, calls, clock, state } = setup()
    await hold.open()
    clock.advance(600_000)
    assert.equal(hold.beginPayment(), 600)
    assert.isTrue(state().paying)
    assert.isTrue(hold.requestLeave('close'), 'no confirmation while paying')
    hold.pageHidden()
    assert.equal(calls.beacon, 0)
    clock.advance(700_000)
    assert.equal(state().phase, 'reserved', 'no expiry while paying')
    hold.paymentFailed()
    assert.isFalse(state().paying)
    assert.equal(state().phase, 'expired')
    assert.equal(calls.release, 1)
  })

  test('closed while paying (the provider page opens): the holds stay', async ({ assert }) => {
    const { hold, calls } = setup()
    await hold.open()
    hold.beginPayment()
    hold.dispose()
    assert.equal(calls.release, 0)
    assert.equal(calls.beacon, 0)
  })

  test('a submit after the time ran out: 0 seconds left, stop after saving, the holds go back', async ({ assert }) => {
    const { hold, calls, clock, state } = setup()
    await hold.open()
    clock.advance(1_199_500)
    // The countdown shows 00:01 until its next tick; the submit reads the clock itself.
    clock.advance(499)
    assert.equal(state().secondsLeft, 1)
    const left = hold.beginPayment()
    assert.equal(left, 1)
    hold.paymentFailed()
    clock.advance(1)
    assert.equal(hold.beginPayment(), 0)
    hold.stopAfterSave()
    assert.equal(state().phase, 'expired')
    assert.isTrue(state().savedAfterExpiry)
    assert.isFalse(state().paying)
    assert.equal(calls.release, 1)
  })
})
