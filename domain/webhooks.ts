/*
 * Signed webhooks for organizers (docs/webhooks.md): the event types, which URLs an endpoint may have, which
 * addresses a delivery may reach, the retry schedule and when a failing endpoint is switched off. Pure and shared.
 */

export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'order.refunded',
  'order.cancelled',
  'ticket.checked_in',
  'ticket.transferred',
  'event.published',
  'event.cancelled',
] as const

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number]

export const WEBHOOK_URL_MAX_LENGTH = 2000
/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-SuriTickets-Signature'
/** How long the receiver has to answer one attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * Waits after the n-th failed attempt: 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h: the eighth and last attempt comes
 * about a day (24 h 36 min) after the first.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 8 * 3600, 8 * 3600] as const
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1

/** Seconds to wait after `attempts` failed attempts; null when that was the last one. */
export function webhookRetryDelaySeconds(attempts: number): number | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null
  return WEBHOOK_RETRY_DELAYS_SECONDS[Math.max(attempts, 1) - 1]
}

/** An endpoint whose deliveries finally failed this many times in a row (each after a day of retries) is switched off. */
export const WEBHOOK_SWITCH_OFF_AFTER_FAILURES = 5

export type WebhookUrlRefusal = 'WEBHOOK_URL_INVALID' | 'WEBHOOK_URL_HTTPS_REQUIRED' | 'WEBHOOK_URL_CREDENTIALS' | 'WEBHOOK_URL_PRIVATE'

/** Whether a host name or IP literal names this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (h === 'localhost' || h.endsWith('.localhost')) return true
  if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
}

function ipv4Parts(address: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address)
  if (!match) return null
  const parts = match.slice(1).map(Number)
  return parts.every((p) => p <= 255) ? parts : null
}

/**
 * Whether an IP address is one a webhook must never reach in production: loopback, private (RFC 1918, unique
 * local), link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unspecified, multicast and reserved.
 */
export function isPrivateAddress(address: string): boolean {
  let a = address.replace(/^\[|\]$/g, '').toLowerCase()
  // An IPv4 address mapped into IPv6, dotted (::ffff:10.0.0.1) or as URL parsing writes it (::ffff:a00:1).
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a)
  if (mapped) a = mapped[1]
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a)
  if (mappedHex) {
    const [high, low] = [Number.parseInt(mappedHex[1], 16), Number.parseInt(mappedHex[2], 16)]
    a = `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  }
  const v4 = ipv4Parts(a)
  if (v4) {
    const [x, y] = v4
    return (
      x === 0 ||
      x === 10 ||
      x === 127 ||
      (x === 100 && y >= 64 && y <= 127) ||
      (x === 169 && y === 254) ||
      (x === 172 && y >= 16 && y <= 31) ||
      (x === 192 && y === 168) ||
      (x === 192 && y === 0 && v4[2] === 0) ||
      (x === 198 && (y === 18 || y === 19)) ||
      x >= 224
    )
  }
  if (!a.includes(':')) return false
  if (a === '::' || a === '::1') return true
  const first = Number.parseInt(a.split(':')[0] || '0', 16)
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00
}

/**
 * The rule for an endpoint's URL: http(s) with a host and no user or password; https only in production; plain
 * http outside production only to a loopback address (tests and local development). In production an IP literal
 * of a private range is refused here already; a name is checked again at every send (its addresses may change).
 */
export function webhookUrlRefusal(raw: string, production: boolean): WebhookUrlRefusal | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'WEBHOOK_URL_INVALID'
  }
  if (raw.length > WEBHOOK_URL_MAX_LENGTH || !url.hostname) return 'WEBHOOK_URL_INVALID'
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'WEBHOOK_URL_INVALID'
  if (url.username || url.password) return 'WEBHOOK_URL_CREDENTIALS'
  if (url.protocol === 'http:' && (production || !isLoopbackHost(url.hostname))) return 'WEBHOOK_URL_HTTPS_REQUIRED'
  if (production && (isLoopbackHost(url.hostname) || isPrivateAddress(url.hostname))) return 'WEBHOOK_URL_PRIVATE'
  return null
}

/** The ordering key of an event's delivery: an order's events to one endpoint go out one after the other. */
export function webhookOrderKey(orderId: number | null | undefined): string | null {
  return orderId ? `order:${orderId}` : null
}
