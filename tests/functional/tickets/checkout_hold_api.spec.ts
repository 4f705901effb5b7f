import { test } from '@japa/runner'
import ticketsConfig from '#config/tickets'
import { createCheckoutHold, type HeldSeats, type HoldApi } from '../../../storefront/src/components/buying/checkout_hold.js'
import type { ApiResult } from '../../../storefront/src/lib/api/browser.js'
import type { ApiFailure } from '../../../domain/auth_types.js'
import type { CartLine } from '../../../storefront/src/components/buying/selection.js'
import { freeTicketType, newSession } from '#tests/functional/tickets/ticket_fixtures'

/*
 * The checkout's hold store against the real API: its hold calls are plain fetches of the calls the storefront
 * makes (storefront/src/lib/api/tickets.ts: POST /api/tickets/reserve with the placeholder address, DELETE and the beacon's POST
 * …/release). The store's rules with a fake clock: tests/unit/storefront/checkout_hold_store.spec.ts.
 */
const BASE = `http://${process.env.HOST}:${process.env.PORT}`

/** As the storefront's apiCall answers: never throws, a failure carries the body's message. */
async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await response.json()
    return response.ok
      ? { ok: true, status: response.status, data: json as T }
      : { ok: false, status: response.status, failure: json as ApiFailure }
  } catch (error) {
    return { ok: false, status: 0, failure: { success: false, message: String(error), error: String(error) } }
  }
}

const holdCalls: HoldApi = {
  reserve: (line, sessionId) =>
    call<{ data: HeldSeats | null }>('POST', '/api/tickets/reserve', {
      ticketTypeId: line.ticketTypeId,
      quantity: line.quantity,
      sessionId,
      buyerEmail: 'reservering@suritickets.sr',
      contactMethod: 'email',
    }),
  release: (sessionId) => call('DELETE', `/api/tickets/reserve/${sessionId}`),
  releaseByBeacon: (sessionId) => void call('POST', `/api/tickets/reserve/${sessionId}/release`),
}

async function availableNow(eventId: number, ticketTypeId: number): Promise<number> {
  const body = (await (await fetch(`${BASE}/api/events/${eventId}/ticket-types`)).json()) as {
    data: { id: number; availableNow: number }[]
  }
  return body.data.find((row) => row.id === ticketTypeId)!.availableNow
}

/** Waits until the released seats show (a beacon or release is not awaited by the store). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20))
}

/** A store on the real clock with the storefront's hold calls; closed (its countdown stopped) after the test. */
function openHold(lines: CartLine[], cleanup: (run: () => void) => void) {
  const hold = createCheckoutHold({ sessionId: newSession(), lines, api: holdCalls, isPageHidden: () => false })
  cleanup(() => hold.dispose())
  return hold
}

const line = (ticketTypeId: number, quantity: number): CartLine => ({ ticketTypeId, quantity, price: '0.00', name: 'Gratis toegang' })

test.group('checkout hold store against the real API', () => {
  test("holds real seats, counts down from the server's hold length, gives them back on leaving", async ({ assert, cleanup }) => {
    const { event, ticketType } = await freeTicketType({ maxQuantity: 10 })
    const holdSeconds = ticketsConfig.holdSeconds
    ticketsConfig.holdSeconds = 1800
    cleanup(() => {
      ticketsConfig.holdSeconds = holdSeconds
    })
    const hold = openHold([line(ticketType.id, 3)], cleanup)
    await hold.open()
    const state = hold.$state.get()
    assert.equal(state.phase, 'reserved')
    assert.lengthOf(state.reservationIds, 1)
    // 30 minutes from when the hold was asked (a slow answer has already used a few seconds), not 20.
    assert.isAbove(state.secondsLeft!, 1200)
    assert.isAtMost(state.secondsLeft!, 1800)
    assert.equal(await availableNow(event.id, ticketType.id), 7)

    assert.isFalse(hold.requestLeave('close'))
    hold.leave()
    hold.dispose()
    await eventually(async () => (await availableNow(event.id, ticketType.id)) === 10)
    assert.equal(await availableNow(event.id, ticketType.id), 10)
  })

  test('a hidden page gives the seats back by beacon and takes them again when shown', async ({ assert, cleanup }) => {
    const { event, ticketType } = await freeTicketType({ maxQuantity: 5 })
    const hold = openHold([line(ticketType.id, 2)], cleanup)
    await hold.open()
    const deadline = hold.$state.get().deadline
    assert.equal(await availableNow(event.id, ticketType.id), 3)
    hold.pageHidden()
    await eventually(async () => (await availableNow(event.id, ticketType.id)) === 5)
    assert.equal(await availableNow(event.id, ticketType.id), 5)
    hold.pageShown()
    await eventually(async () => hold.$state.get().phase === 'reserved' && (await availableNow(event.id, ticketType.id)) === 3)
    assert.equal(await availableNow(event.id, ticketType.id), 3)
    assert.equal(hold.$state.get().deadline, deadline)
  })

  test("too few seats: 'failed' with the server's SPEC §5 words, nothing held", async ({ assert, cleanup }) => {
    const { event, ticketType } = await freeTicketType({ maxQuantity: 1, name: 'Laatste plek' })
    const hold = openHold([line(ticketType.id, 2)], cleanup)
    await hold.open()
    assert.equal(hold.$state.get().phase, 'failed')
    assert.equal(hold.$state.get().failure, 'Laatste plek (slechts 1 beschikbaar, 2 geselecteerd)')
    assert.equal(await availableNow(event.id, ticketType.id), 1)
  })
})
