/*
 * The numbers and secrets an order carries: its order number, its tickets' QR codes, the key of its status page, and
 * the key that makes a checkout idempotent. Every channel (web, counter, resale) makes them here.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { linkKey, linkKeyMatches } from '#services/payments/link_keys'

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 'ST-' and 10 characters without look-alikes (50 random bits). */
export function newOrderNumber(): string {
  let out = ''
  for (let i = 0; i < 10; i++) out += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]
  return `ST-${out}`
}

/** 128 bits from a CSPRNG, base64url: the unguessable part of a ticket's QR code. */
export function newQrSecret(): string {
  return randomBytes(16).toString('base64url')
}

/** The event's prefix (at most 20 characters, 'ST' without one), '-', the secret (buy_free_tickets() builds it the same way). */
export function newQrCode(prefix: string | null): string {
  return `${(prefix || 'ST').slice(0, 20)}-${newQrSecret()}`
}

/** An order's status page key: only whoever got the redirect URL can read the order's status. */
export function orderStatusKey(orderNumber: string): string {
  return linkKey('order-status-v1', orderNumber)
}

export function orderStatusKeyMatches(orderNumber: string, key: string): boolean {
  return linkKeyMatches('order-status-v1', orderNumber, key)
}

/** The same checkout session and cart always give the same key (orders.idempotency_key): a repeat finds its order. */
export function checkoutKey(sessionId: string, cart: readonly { ticketTypeId: number; quantity: number }[]): string {
  const cartText = cart.map((l) => `${l.ticketTypeId}x${l.quantity}`).join(',')
  return createHash('sha256').update(`${sessionId}|${cartText}`).digest('hex')
}
