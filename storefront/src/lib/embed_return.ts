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
