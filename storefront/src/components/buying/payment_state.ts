/*
 * The browser copy of a checkout in progress (SPEC §3 payment_states "client copy", §4 "Buying flow") and the
 * 'payment-completed' flag the success page sets so every tab closes its dialogs and forgets the state.
 */
import type { BuyerInfo } from '#domain/buyer_info'
import type { CartLine } from './selection'
import { forgetAnswers } from './checkout/answers_store'

export const PAYMENT_STATE_KEY = 'paymentState'
export const PAYMENT_COMPLETED_KEY = 'payment-completed'

export interface ClientPaymentState {
  id: string
  eventId: number
  sessionId: string
  paymentStartTime: string
  originalTimeLeft: number
  checkoutData: { buyerInfo: BuyerInfo; paymentMethod: string | null }
  reservationIds: number[]
  status: 'active' | 'expired'
  selections: CartLine[]
  /** A Ticketswitch listing's checkout: resumed on /ticketswitch, never by the event page. */
  listing?: { id: number; eventTitle: string; originalPrice: string }
  /** The server copy's token (absent when saving it failed). */
  token: string | null
  expiresAt: string
}

export function readPaymentState(): ClientPaymentState | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(PAYMENT_STATE_KEY) ?? 'null') as ClientPaymentState | null
    return parsed && typeof parsed === 'object' && typeof parsed.eventId === 'number' ? parsed : null
  } catch {
    return null
  }
}

export function writePaymentState(state: ClientPaymentState) {
  try {
    localStorage.setItem(PAYMENT_STATE_KEY, JSON.stringify(state))
  } catch (error) {
    console.error('[checkout] could not keep the payment state in this browser', error)
  }
}

export function forgetPaymentState() {
  localStorage.removeItem(PAYMENT_STATE_KEY)
  forgetAnswers()
}

export function paymentCompleted(): boolean {
  return localStorage.getItem(PAYMENT_COMPLETED_KEY) !== null
}

/**
 * The event page must open checkout at once (so its island may not wait for a click): the address asks to
 * resume (`?retry=true`), or this browser holds a saved checkout of this event that has not run out.
 */
export function mustResumeCheckout(eventId: number, search = location.search, now = Date.now()): boolean {
  if (new URLSearchParams(search).get('retry') === 'true') return true
  const saved = readPaymentState()
  return saved !== null && saved.eventId === eventId && !saved.listing && Date.parse(saved.expiresAt) > now
}

/** A saved checkout of this event's ticket types (not of a Ticketswitch listing of it). */
export function isEventCheckout(saved: ClientPaymentState | null, eventId: number): saved is ClientPaymentState {
  return saved !== null && saved.eventId === eventId && !saved.listing
}

/** The saved checkout of this listing while its time lasts, else null. */
export function runningListingCheckout(listingId: number, now = Date.now()): ClientPaymentState | null {
  const saved = readPaymentState()
  return saved && saved.listing?.id === listingId && saved.status === 'active' && Date.parse(saved.expiresAt) > now ? saved : null
}
