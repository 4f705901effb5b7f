/*
 * The success page's address (SPEC §2 /payment/success): a free purchase goes there from the checkout, a paid one
 * comes back to it from the provider. The order's status key (api/services/payments/link_keys.ts) lets the page
 * show the order's tickets; SPEC's free address (?type=free&orderNumber=&eventId=) keeps working without it.
 */
export interface SuccessPageOrder {
  orderNumber: string
  eventId: number
  /** The order's status key; absent in older free-purchase answers. */
  key?: string | null
  free: boolean
  /** An embedded checkout's host page (docs/embed.md); the page checks it against the organizer's websites again. */
  returnTo?: string | null
}

export function successPagePath(order: SuccessPageOrder): string {
  const query = new URLSearchParams()
  if (order.free) query.set('type', 'free')
  query.set('orderNumber', order.orderNumber)
  if (order.free) query.set('eventId', String(order.eventId))
  if (order.key) query.set('key', order.key)
  if (!order.free) query.set('eventId', String(order.eventId))
  if (order.returnTo) query.set('return', order.returnTo)
  return `/payment/success?${query}`
}
