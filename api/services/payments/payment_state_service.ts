/*
 * Payment state (SPEC §4 "Buying flow", §7 /api/payment-state/*): the server copy of a checkout in
 * progress, so a buyer who comes back from the payment provider (/events/{id}?retry=true) resumes with
 * the remaining time. The token is 256 random bits; only someone holding it can read or clear the state.
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import PaymentState from '#models/payment_state'
import { DomainError } from '#exceptions/domain_error'

/** A state never outlives the checkout countdown by much: at most 1 hour, whatever the client says. */
const MAX_LIFETIME_SECONDS = 3600

export interface NewPaymentState {
  eventId: number
  sessionId: string
  checkoutData: Record<string, unknown>
  selections: Record<string, unknown>[]
  reservationIds: number[]
  timeLeftSeconds: number
  expiresAt?: string
}

export async function createPaymentState(input: NewPaymentState): Promise<PaymentState> {
  const now = DateTime.now()
  const byTimer = now.plus({ seconds: Math.max(0, Math.min(input.timeLeftSeconds, MAX_LIFETIME_SECONDS)) })
  const requested = input.expiresAt ? DateTime.fromISO(input.expiresAt) : null
  const expiresAt = requested?.isValid && requested < byTimer ? requested : byTimer
  const buyerInfo = (input.checkoutData.buyerInfo ?? {}) as Record<string, unknown>
  return PaymentState.create({
    token: randomBytes(32).toString('hex'),
    eventId: input.eventId,
    sessionId: input.sessionId,
    ticketsData: input.selections,
    selections: input.selections,
    buyerInfo,
    checkoutData: input.checkoutData,
    reservationIds: input.reservationIds,
    paymentStartTime: now,
    originalTimeLeft: input.timeLeftSeconds,
    status: 'active',
    expiresAt,
  })
}

/** The live state for a token: 404 unknown or cleared, 410 expired (and marked so). */
export async function resumePaymentState(token: string): Promise<PaymentState> {
  const state = await PaymentState.query().where('token', token).whereNot('status', 'cleared').first()
  if (!state) throw new DomainError('PAYMENT_STATE_NOT_FOUND')
  if (state.expiresAt <= DateTime.now() || state.status === 'expired') {
    if (state.status !== 'expired') {
      state.status = 'expired'
      await state.save()
    }
    throw new DomainError('RESERVATION_TIME_EXPIRED')
  }
  return state
}

export async function clearPaymentState(token: string): Promise<boolean> {
  const updated = await PaymentState.query()
    .where('token', token)
    .whereNot('status', 'cleared')
    .update({ status: 'cleared', updatedAt: new Date() })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0
}

export function paymentStateView(state: PaymentState) {
  return {
    eventId: state.eventId,
    sessionId: state.sessionId,
    buyerInfo: state.buyerInfo,
    tickets: state.ticketsData,
    reservationIds: state.reservationIds,
    expiresAt: state.expiresAt.toISO(),
    createdAt: state.createdAt.toISO(),
    timeLeftSeconds: Math.max(0, Math.floor(state.expiresAt.diffNow('seconds').seconds)),
  }
}
