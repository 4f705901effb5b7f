/*
 * The holds of one opened checkout (SPEC §4 "Buying flow", §9 countdown): one hold per selected ticket type on
 * open, the countdown from the holds' own expiry (expiresInSeconds, on this device's clock), 'Sessie Verlopen'
 * and the release at zero, release on leaving and on page hide (by beacon), held again when the page shows
 * before the deadline; none of that while a payment is under way. The island renders $state and calls the
 * actions; the HTTP calls, the clock and the page's visibility are handed in, so tests run it without a browser.
 */
import { map, type MapStore } from 'nanostores'
import type { ApiResult } from '../../lib/api/browser.js'
import type { CartLine } from './selection.js'

export type HoldPhase = 'reserving' | 'failed' | 'reserved' | 'expired'
export type LeaveKind = 'back' | 'close'

export interface HoldState {
  phase: HoldPhase
  /** The server's own words for a refusal the buyer can act on (seats, limits, 'try again in N minutes'). */
  failure: string | null
  /** When the holds run out, on this device's clock (epoch ms); null until the first holds answered. */
  deadline: number | null
  /** Whole seconds to the deadline, as the countdown shows them. */
  secondsLeft: number | null
  reservationIds: number[]
  /** A submit is under way: the holds are neither released nor run out meanwhile. */
  paying: boolean
  /** 'Weet je het zeker?' is asked before going back or closing. */
  confirmLeave: LeaveKind | null
  /** The submit came after the time ran out: the state was saved, the buyer chooses again. */
  savedAfterExpiry: boolean
}

/** What the store reads of POST /api/tickets/reserve's hold. */
export interface HeldSeats {
  id: number
  expiresAt: string
  /** Seconds the hold has left when answered: the countdown's figure, independent of this device's clock. */
  expiresInSeconds?: number
}

export interface HoldApi {
  reserve(line: CartLine, sessionId: string): Promise<ApiResult<{ data: HeldSeats | null }>>
  release(sessionId: string): Promise<unknown>
  /** On page hide: a beacon survives the unload where fetch may not. */
  releaseByBeacon(sessionId: string): void
}

export interface HoldClock {
  now(): number
  setInterval(tick: () => void, ms: number): unknown
  clearInterval(timer: unknown): void
}

export interface CheckoutHoldOptions {
  sessionId: string
  lines: CartLine[]
  /** A resumed checkout's own deadline (epoch ms): the countdown never restarts on resume. */
  resumeDeadline?: number | null
  api: HoldApi
  clock?: HoldClock
  /** Whether the page is hidden right now (document.visibilityState in the browser). */
  isPageHidden: () => boolean
}

export interface CheckoutHold {
  /** The checkout session the holds (and the order) belong to. */
  readonly sessionId: string
  $state: MapStore<HoldState>
  /** Takes the holds (on open, and again by 'Opnieuw proberen'). */
  open(): Promise<void>
  reserve(): Promise<void>
  pageHidden(): void
  pageShown(): void
  /** true: leave now; false: 'Weet je het zeker?' is asked first. */
  requestLeave(kind: LeaveKind): boolean
  stay(): void
  /** Gives the holds back (unless already given back) before going back or closing. */
  leave(): void
  /** The seconds left at submit (0: the time ran out); the holds stay while paying. */
  beginPayment(): number
  /** The payment could not start: back to the form, and the countdown decides again. */
  paymentFailed(): void
  /** SPEC §4: a submit after the time ran out stops after saving. */
  stopAfterSave(): void
  /** The island closes: the holds go back unless the buyer is on the way to the payment. */
  dispose(): void
}

const systemClock: HoldClock = {
  now: () => Date.now(),
  setInterval: (tick, ms) => setInterval(tick, ms),
  clearInterval: (timer) => clearInterval(timer as ReturnType<typeof setInterval>),
}

/** SPEC §8: a refusal the buyer can act on comes with the server's message (403: the waiting room's admission ran out). */
const TOLD_REFUSALS = [403, 409, 422, 429]

export function createCheckoutHold(options: CheckoutHoldOptions): CheckoutHold {
  const { sessionId, lines, api, resumeDeadline = null } = options
  const clock = options.clock ?? systemClock
  const { isPageHidden } = options
  const $state = map<HoldState>({
    phase: 'reserving',
    failure: null,
    deadline: null,
    secondsLeft: null,
    reservationIds: [],
    paying: false,
    confirmLeave: null,
    savedAfterExpiry: false,
  })
  /** The holds were given back (a second release would do nothing). */
  let released = false
  /** Left or closed: a hold that answers after this is given back at once. */
  let closed = false
  let timer: unknown = null

  const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - clock.now()) / 1000))

  function releaseHolds() {
    if (released) return
    released = true
    void api.release(sessionId)
  }

  function stopTicking() {
    if (timer === null) return
    clock.clearInterval(timer)
    timer = null
  }

  function expire(savedAfterExpiry = false) {
    stopTicking()
    releaseHolds()
    $state.set({ ...$state.get(), phase: 'expired', paying: false, confirmLeave: null, savedAfterExpiry })
  }

  function tick() {
    const { phase, deadline, paying } = $state.get()
    if (phase !== 'reserved' || deadline === null) return
    const secondsLeft = secondsUntil(deadline)
    $state.setKey('secondsLeft', secondsLeft)
    if (secondsLeft === 0 && !paying) expire()
  }

  async function reserve() {
    stopTicking()
    $state.set({ ...$state.get(), phase: 'reserving', failure: null })
    const ids: number[] = []
    let expiresAt = Infinity
    for (const line of lines) {
      const askedAt = clock.now()
      const result = await api.reserve(line, sessionId)
      if (closed) {
        // Left while this hold was on its way: it goes back too.
        void api.release(sessionId)
        return
      }
      if (!result.ok) {
        await api.release(sessionId)
        $state.set({ ...$state.get(), phase: 'failed', failure: TOLD_REFUSALS.includes(result.status) ? result.failure.message : null })
        return
      }
      const hold = result.data.data
      if (hold) {
        ids.push(hold.id)
        // The deadline on this device's clock: asked-at plus what the server says is left (a phone whose clock
        // runs ahead would otherwise see every hold run out at once); the server's hold length decides.
        const left = hold.expiresInSeconds
        expiresAt = Math.min(expiresAt, typeof left === 'number' ? askedAt + left * 1000 : Date.parse(hold.expiresAt))
      }
    }
    released = false
    // The page was hidden while the holds were on their way (the release then had nothing to give back):
    // give them back now; showing the page again takes them again.
    if (isPageHidden() && !$state.get().paying) {
      released = true
      api.releaseByBeacon(sessionId)
    }
    // Held again after the page was hidden: the first deadline stands.
    const first = Math.min(expiresAt, resumeDeadline ?? Infinity)
    const deadline = $state.get().deadline ?? (Number.isFinite(first) ? first : null)
    if (deadline === null) {
      // No hold said when it ends: nothing to count down from.
      releaseHolds()
      $state.set({ ...$state.get(), phase: 'failed', failure: null })
      return
    }
    $state.set({ ...$state.get(), phase: 'reserved', reservationIds: ids, deadline, secondsLeft: secondsUntil(deadline) })
    timer = clock.setInterval(tick, 1000)
    tick()
  }

  return {
    sessionId,
    $state,
    open() {
      closed = false
      return reserve()
    },
    reserve,
    pageHidden() {
      const { phase, paying } = $state.get()
      if (phase !== 'reserved' || paying || released) return
      released = true
      api.releaseByBeacon(sessionId)
    },
    pageShown() {
      const { phase, paying, deadline } = $state.get()
      // Back on the page before the deadline: hold the same tickets again for the time that is left.
      if (phase === 'reserved' && released && !paying && deadline !== null && clock.now() < deadline) void reserve()
    },
    requestLeave(kind) {
      const { phase, paying } = $state.get()
      if (phase === 'reserved' && !paying) {
        $state.setKey('confirmLeave', kind)
        return false
      }
      return true
    },
    stay() {
      $state.setKey('confirmLeave', null)
    },
    leave() {
      const { phase } = $state.get()
      closed = true
      stopTicking()
      $state.setKey('confirmLeave', null)
      if (phase === 'reserved' || phase === 'reserving') releaseHolds()
    },
    beginPayment() {
      $state.setKey('paying', true)
      const { deadline } = $state.get()
      return deadline === null ? 0 : secondsUntil(deadline)
    },
    paymentFailed() {
      $state.setKey('paying', false)
      tick()
    },
    stopAfterSave() {
      expire(true)
    },
    dispose() {
      closed = true
      stopTicking()
      if (!$state.get().paying) releaseHolds()
    },
  }
}
