/*
 * A purchase made through the embedded ticket button (docs/embed.md) ends on the organizer's own page: the success
 * page's ?return=, once the order is paid (or free), when it is on one of the event's organizer's registered websites.
 * Anything else keeps the buyer on our success page.
 */
import { allowedReturnUrl } from '#domain/embed_origins'
import { embedOrigins } from './api/embed'
import type { PaymentResult } from './payment_result'

export async function embedReturnTo(url: URL, result: PaymentResult): Promise<string | null> {
  const asked = url.searchParams.get('return')
  if (!asked || result.eventId === null || result.result.state !== 'ok') return null
  if (result.status !== 'paid' && result.status !== 'free') return null
  return allowedReturnUrl(asked, await embedOrigins(url, result.eventId))
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The way back as a page that refreshes to the host page, not a 303: a payment confirmed by a form on our origin (the
 * Uni5Pay+ sandbox) would have the redirect refused by our own CSP's form-action 'self'. No script, so any CSP allows it.
 */
export function returnPage(address: string): Response {
  const href = escapeHtml(address)
  const body = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><meta name="robots" content="noindex"><title>…</title></head><body><a href="${href}">${href}</a></body></html>`
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  })
}
